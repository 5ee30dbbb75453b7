import '@mui/material/styles';

declare module '@mui/material/styles' {
  // SPEC §9 names a hint text colour, which MUI's palette no longer has.
  interface TypeText {
    hint: string;
  }
  interface TypeTextOptions {
    hint?: string;
  }
}
