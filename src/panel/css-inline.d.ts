// Vite's `?inline` import: the stylesheet's text, for the overlay's shadow root (overlay.tsx).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
