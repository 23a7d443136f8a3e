import { describe, expect, it } from 'vitest';
import { placeMarket, spelledOutPlace } from './place-market';

describe('the market a place names', () => {
  it('reads cities by their most populous namesake and countries by name or everyday alias', () => {
    expect(placeMarket('London')).toMatchObject({ country: 'GB', currency: 'GBP', scope: 'place' });
    expect(placeMarket('Berlin, Germany')).toMatchObject({ country: 'DE', currency: 'EUR' });
    expect(placeMarket('the US')).toMatchObject({ country: 'US', currency: 'USD', scope: 'country' });
    expect(placeMarket('UK')).toMatchObject({ country: 'GB', scope: 'country' });
    expect(placeMarket('Zürich')).toMatchObject({ currency: 'CHF' });
  });

  it('does not read a US state code as a country', () => {
    expect(placeMarket('San Francisco, CA')).toMatchObject({ country: 'US' });
    expect(placeMarket('Indianapolis, IN')).toMatchObject({ country: 'US' });
  });

  it('reads US states and Canadian provinces as places in their country, a country of the same name first', () => {
    expect(placeMarket('texas')).toMatchObject({ country: 'US', currency: 'USD', scope: 'place' });
    expect(placeMarket('North Carolina')).toMatchObject({ country: 'US' });
    expect(placeMarket('Toronto, Ontario')).toMatchObject({ country: 'CA', currency: 'CAD' });
    expect(placeMarket('british columbia')).toMatchObject({ country: 'CA' });
    expect(placeMarket('Georgia')).toMatchObject({ country: 'GE', scope: 'country' });
  });

  it('spells out the short names people type for cities', () => {
    expect(placeMarket('nyc')).toMatchObject({ country: 'US', scope: 'place' });
    expect(placeMarket('Remote - SF')).toMatchObject({ country: 'US' });
    expect(spelledOutPlace('nyc')).toBe('New York');
    expect(spelledOutPlace('toronto')).toBe('Toronto');
    expect(spelledOutPlace('uk')).toBe('UK');
  });

  it('is null for what names no place', () => {
    expect(placeMarket('Remote')).toBeNull();
  });
});
