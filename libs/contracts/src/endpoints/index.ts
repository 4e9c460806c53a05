// One file per API domain; each exports `<DOMAIN>_API`, a map of Endpoint contracts.
export {};
