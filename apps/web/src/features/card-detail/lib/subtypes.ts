/** Korean labels of supertypes and subtypes from the reference list; unknown ones stay in English. */
export function translateSubtypes(
  subtypes: string,
  labels: ReadonlyMap<string, string> | undefined,
): string[] {
  return subtypes
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => labels?.get(value) ?? value);
}
