import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport the on-screen keyboard covers. iOS Safari (and Chrome on Android
 * since 108) shrink only the visual viewport when the keyboard opens, so a bar stuck to the bottom
 * of the page sits behind the keyboard: the wizard lifts its Next bar by this much.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () =>
      setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
