import { placeIn, trailingKnownPlace } from '../../embedded/tool-requests';

/** The place a request names, by the words before it ("in", "near") or by the gazetteer. */

export const PLACE =
  /\b(?:in|near|around|based in)\s+(?:the\s+)?((?:[A-Z][\p{L}'-]+|US|USA|UK|NYC|SF)(?:[ -][A-Z][\p{L}'-]+){0,2})/u;

/** A country people type in lower case ("in the us", "in uk"). */
const LOWER_COUNTRY = /\b(?:in|across)\s+(?:the\s+)?(us|usa|u\.s\.|uk|u\.k\.|united states|united kingdom)\b/i;

/** The place a request names ("in London", "in the US", "in toronto"). */
export function placeNamed(message: string): string | undefined {
  return (
    PLACE.exec(message)?.[1]?.trim() ??
    LOWER_COUNTRY.exec(message)?.[1]?.toUpperCase() ??
    placeIn(message) ??
    trailingKnownPlace(message)
  );
}
