/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma list of production host names for the host check (§2.1). */
  readonly VITE_ALLOWED_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
