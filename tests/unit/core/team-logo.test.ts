/**
 * The captain's logo upload wired as the team card wires it (core/teams/team-logo.ts): the file goes
 * to the team's logo endpoint, 'Team logo updated' on success, and a refused file's rules through the
 * wiring's refine (without one, the error as it came: 'Error updating the team logo' at the picker).
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { asFieldsRefused } from '#adapters/http/field-errors.ts'
import { ApiError } from '#core/shared/errors.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'
import { provideTeamLogoUpload, TEAM_LOGO_UPLOAD_INPUT } from '#core/teams/team-logo.ts'
import { createFakePorts } from '../../fakes/index.ts'

const svgFile = (text: string): UploadFile => {
  const bytes = new TextEncoder().encode(text)
  return { name: 'logo.svg', type: 'image/svg+xml', size: bytes.length, content: new Blob([bytes]) }
}
const LOGO = svgFile('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
const STORED = { url: '/media/team-logos/w.svg', variants: [] }

const until = (actor: { getSnapshot(): { matches(value: never): boolean } }, value: unknown) =>
  expect.poll(() => actor.getSnapshot().matches(value as never), { timeout: 2000 }).toBe(true)

const refusedType = () =>
  new ApiError({
    status: 400,
    body: { file: [{ code: 'imageType', params: {}, message: 'Only SVG, PNG or JPG images are allowed' }] },
  })

describe('team logo upload', () => {
  it('sends the file to the team and says "Team logo updated"', async () => {
    const ports = createFakePorts()
    ports.uploads.answers.uploadTeamLogo = STORED
    const actor = createActor(provideTeamLogoUpload(ports, 'wolves'), {
      input: TEAM_LOGO_UPLOAD_INPUT,
    }).start()
    actor.send({ type: 'file.select', file: LOGO })
    await until(actor, { ready: 'done' })
    expect(ports.uploads.log.lastTo('uploads')?.args.slice(0, 2)).toEqual(['wolves', LOGO])
    expect(actor.getSnapshot().context.image).toEqual(STORED)
    expect(ports.notifier.keys()).toEqual(['success:teamLogoUpdated'])
  })

  it("shows the server's rule of a refused file through the wiring's refine", async () => {
    const ports = createFakePorts()
    ports.uploads.answers.uploadTeamLogo = refusedType()
    const refine = async (error: unknown) => asFieldsRefused(error)
    const actor = createActor(provideTeamLogoUpload(ports, 'wolves', refine), {
      input: TEAM_LOGO_UPLOAD_INPUT,
    }).start()
    actor.send({ type: 'file.select', file: LOGO })
    await until(actor, { ready: 'failed' })
    expect(actor.getSnapshot().context.errors).toEqual([{ key: 'imageType' }])
    expect(ports.notifier.keys()).toEqual([])
  })

  it('without a refine, a refusal is the upload failing: "Error updating the team logo"', async () => {
    const ports = createFakePorts()
    ports.uploads.answers.uploadTeamLogo = refusedType()
    const actor = createActor(provideTeamLogoUpload(ports, 'wolves'), {
      input: TEAM_LOGO_UPLOAD_INPUT,
    }).start()
    actor.send({ type: 'file.select', file: LOGO })
    await until(actor, { ready: 'failed' })
    expect(actor.getSnapshot().context.errors).toEqual([])
    expect(actor.getSnapshot().context.error).toEqual({ key: 'teamLogoFailed' })
  })
})
