/** A compiled catalogue as @hackathon/catalogue's JSON holds it: key -> Lingui's compiled message. */
export type CompiledCatalogue = Readonly<Record<string, unknown>>;
