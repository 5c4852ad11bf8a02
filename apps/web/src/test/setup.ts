import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks (decision 011): the first find waits for a dynamic import, which on a
// busy two-CPU runner took over 3 s (the first test of a file also transforms the screen). A
// longer wait costs a passing test nothing; only a failing one reports later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs the UI libraries touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// jsdom has no blob: URLs; previews only need a string.
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${++next}`;
  URL.revokeObjectURL = () => {};
}

// vaul (bottom sheets) drags with pointer capture and reads the computed transform.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  const style = computedStyle(element, pseudo);
  if (!style.transform) style.transform = 'none';
  return style;
};
