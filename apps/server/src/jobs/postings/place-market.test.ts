import { describe, expect, it } from 'vitest';
import { placeMarket } from './place-market';

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

  it('is null for what names no place', () => {
    expect(placeMarket('Remote')).toBeNull();
  });
});
