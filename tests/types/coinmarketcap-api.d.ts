// The calls of coinmarketcap-api (a published CoinMarketCap client) the public API's test makes with a key.
declare module 'coinmarketcap-api' {
  export default class CoinMarketCap {
    constructor(apiKey: string, options?: { version?: string });
    /** `${base}/${version}`: the client's base, CoinMarketCap's own unless changed. */
    url: string;
    getTickers(args?: { start?: number; limit?: number; convert?: string; sort?: string }): Promise<unknown>;
    getQuotes(args: { id?: number | number[] | string; symbol?: string | string[] }): Promise<unknown>;
    getIdMap(args?: { limit?: number; symbol?: string | string[] }): Promise<unknown>;
    getGlobal(convert?: string): Promise<unknown>;
  }
}
