/** A file's text, through Vite's `?raw` import (docs checked against the code). */
declare module '*?raw' {
  const text: string
  export default text
}
