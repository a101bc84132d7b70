/** The paragraphs of a plain text: runs of non-blank lines, separated by blank lines. */
export const paragraphsOf = (text: string): string[] => {
  const paragraphs: string[] = []
  let current: string[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push(current.join('\n').trim())
      current = []
    } else current.push(line)
  }
  if (current.length > 0) paragraphs.push(current.join('\n').trim())
  return paragraphs
}
