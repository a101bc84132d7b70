import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: 'ui/public',
  plugins: [vike(), react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and Vike's client: one chunk compresses better than the five
            // small ones the splitter makes of them (the landing page's JS budget, docs/performance.md).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|vike|vike-react)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
