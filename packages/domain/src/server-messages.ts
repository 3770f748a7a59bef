// `@henna/domain/server-messages`: the server's messages to shoppers and students in English and
// Hindi (server-messages/en.ts, hi.ts), picked per reader. See server-messages/catalogue.ts.
export {
  catalogues,
  DEFAULT_LANGUAGE,
  formatRupeesIn,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  localize,
  type MessageKey,
  type MessageParams,
  message,
  paramNames,
  parseLanguage,
  recognise,
  term,
} from "./server-messages/catalogue";
