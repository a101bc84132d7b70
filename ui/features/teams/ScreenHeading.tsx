import { type ReactNode, useEffect, useRef } from 'react'

/** A join screen's heading, focused when `focus` (the screen appeared after a step, not on arrival). */
export const ScreenHeading = ({ children, focus = true }: { children: ReactNode; focus?: boolean }) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <h2 ref={heading} tabIndex={-1} className="join__heading">
      {children}
    </h2>
  )
}
