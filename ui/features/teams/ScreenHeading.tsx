import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A join screen's heading, focused when the screen appears if `focus` (after a step, not on arrival).
 * Read once: a later change (the machine loading while a choice has the focus) moves nothing.
 */
export const ScreenHeading = ({ children, focus = true }: { children: ReactNode; focus?: boolean }) => {
  const heading = useRef<HTMLHeadingElement>(null)
  const [focusOnAppear] = useState(focus)
  useEffect(() => {
    if (focusOnAppear) heading.current?.focus()
  }, [focusOnAppear])
  return (
    <h2 ref={heading} tabIndex={-1} className="join__heading">
      {children}
    </h2>
  )
}
