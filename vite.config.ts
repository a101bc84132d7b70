import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: 'ui/public',
  plugins: [vike(), react()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
