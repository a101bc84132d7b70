/**
 * Renders a dictionary text of paragraphs separated by blank lines; a paragraph whose every line starts
 * with "- " becomes a bulleted list. Texts stay plain strings in locales/, never HTML.
 */
export const RichText = ({ text }: { text: string }) => (
  <>
    {text.split(/\n{2,}/).map((block) => {
      const lines = block.split('\n')
      if (lines.every((line) => line.startsWith('- '))) {
        return (
          <ul key={block} className="prose-list">
            {lines.map((line) => (
              <li key={line}>{line.slice(2)}</li>
            ))}
          </ul>
        )
      }
      return <p key={block}>{block}</p>
    })}
  </>
)
