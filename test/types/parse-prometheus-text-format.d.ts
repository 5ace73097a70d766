/** The package ships no types: the parsed families, as the tests read them. */
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
