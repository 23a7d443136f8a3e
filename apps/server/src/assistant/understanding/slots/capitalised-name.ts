/** A name typed in lower case, as it is written: "walgreens" -> "Walgreens". */
export function capitalisedName(name: string): string {
  return name.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
