import { describe, expect, it } from 'vitest';
import { PLACES_FRESH_MS, placesHolding, rememberedPlaces, rememberPlaces } from './open-places';

describe('remembered open places', () => {
  it('serves a list for the newest id it was read with, while fresh, per database', () => {
    const db = {};
    const other = {};
    rememberPlaces(db, '42', 1_000, ['Berlin, Germany']);
    expect(rememberedPlaces(db, '42', 1_000 + PLACES_FRESH_MS - 1)).toEqual(['Berlin, Germany']);
    expect(rememberedPlaces(db, '43', 1_000)).toBeUndefined();
    expect(rememberedPlaces(db, '42', 1_000 + PLACES_FRESH_MS)).toBeUndefined();
    // A clock that went back does not stretch the list's life.
    expect(rememberedPlaces(db, '42', 999)).toBeUndefined();
    expect(rememberedPlaces(other, '42', 1_000)).toBeUndefined();
    // Too many places to list is remembered too (null), apart from nothing remembered.
    rememberPlaces(other, '7', 1_000, null);
    expect(rememberedPlaces(other, '7', 1_000)).toBeNull();
  });

  it('finds the places holding a part without regard to case, wildcards literal', () => {
    const places = ['Berlin, Germany', 'BERLIN-Mitte', 'Onsite Berlin', 'Berlin (50%_off)', 'London', 'MÜNCHEN'];
    expect(placesHolding(places, 'berlin')).toEqual([
      'Berlin, Germany',
      'BERLIN-Mitte',
      'Onsite Berlin',
      'Berlin (50%_off)',
    ]);
    expect(placesHolding(places, '50%_')).toEqual(['Berlin (50%_off)']);
    expect(placesHolding(places, '%')).toEqual(['Berlin (50%_off)']);
    expect(placesHolding(places, 'münchen')).toEqual(['MÜNCHEN']);
    expect(placesHolding(places, 'atlantis')).toEqual([]);
  });
});
