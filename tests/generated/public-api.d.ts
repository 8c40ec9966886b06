// Generated from /api/openapi.json by openapi-typescript (server/openapi-client.test.ts).
export interface paths {
    "/api/crypto-news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News
         * @description Published stories, newest first; with `search`, ranked by relevance (words, "quoted phrases", -excluded).
         */
        get: operations["getApiCryptoNewsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crypto-news/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News categories
         * @description The categories a story is filed under, in the site's order, with how many stories each has.
         */
        get: operations["getApiCryptoNewsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crypto-news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One story
         * @description A story by its id or its slug, with its body.
         */
        get: operations["getApiCryptoNewsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/press-releases/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Press releases
         * @description Published press releases, newest first; `search` as for the news.
         */
        get: operations["getApiPressReleasesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/press-releases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One press release
         * @description A press release by its id or its slug, with its body.
         */
        get: operations["getApiPressReleasesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shows/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shows schedule
         * @description The weekly schedule in US Eastern time, what is on air now, and the recent episodes.
         */
        get: operations["getApiShowsSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/cryptocurrency/listings/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest listings
         * @description The coins by market cap rank, from `start` (1-based), at most `limit`; prices in USD.
         *
         *     The same call as under `/api/coinmarketcap/v1`.
         */
        get: operations["getApiCoinmarketcapCryptocurrencyListingsLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/cryptocurrency/quotes/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest quotes
         * @description The latest quote of each coin named by `id`, `slug` or `symbol` (comma-separated, at most 120).
         *
         *     The same call as under `/api/coinmarketcap/v1`.
         */
        get: operations["getApiCoinmarketcapCryptocurrencyQuotesLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/cryptocurrency/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coin map
         * @description Every listed coin's id, rank, name, symbol and slug.
         *
         *     The same call as under `/api/coinmarketcap/v1`.
         */
        get: operations["getApiCoinmarketcapCryptocurrencyMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/global-metrics/quotes/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global metrics
         * @description The whole market's cap, volume and dominance.
         *
         *     The same call as under `/api/coinmarketcap/v1`.
         */
        get: operations["getApiCoinmarketcapGlobalMetricsQuotesLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v1/cryptocurrency/listings/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest listings
         * @description The coins by market cap rank, from `start` (1-based), at most `limit`; prices in USD.
         */
        get: operations["getApiCoinmarketcapV1CryptocurrencyListingsLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v1/cryptocurrency/quotes/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest quotes
         * @description The latest quote of each coin named by `id`, `slug` or `symbol` (comma-separated, at most 120).
         */
        get: operations["getApiCoinmarketcapV1CryptocurrencyQuotesLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v1/cryptocurrency/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coin map
         * @description Every listed coin's id, rank, name, symbol and slug.
         */
        get: operations["getApiCoinmarketcapV1CryptocurrencyMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v1/global-metrics/quotes/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global metrics
         * @description The whole market's cap, volume and dominance.
         */
        get: operations["getApiCoinmarketcapV1GlobalMetricsQuotesLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v2/cryptocurrency/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coin metadata
         * @description Each named coin's description, logo, tags, platform and links (`id`, `slug` or `symbol`, comma-separated).
         */
        get: operations["getApiCoinmarketcapV2CryptocurrencyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v2/cryptocurrency/ohlcv/historical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OHLCV history
         * @description A coin's daily or hourly open, high, low, close and volume, from the stored candles, oldest first.
         */
        get: operations["getApiCoinmarketcapV2CryptocurrencyOhlcvHistorical"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coinmarketcap/v2/tools/price-conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price conversion
         * @description An amount of one coin in USD and in other coins (`convert`, comma-separated), at the latest prices.
         */
        get: operations["getApiCoinmarketcapV2ToolsPriceConversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ArticleList: {
            /** @constant */
            success: true;
            data: components["schemas"]["Article"][];
            /** @description How many match, over all pages */
            total: number;
            page: number;
        };
        Article: {
            id: number;
            slug: string;
            /** @enum {string} */
            article_type: "news" | "press_release" | "interview" | "tutorial";
            title: string;
            description: string;
            category: string;
            tags: string[];
            /** @description Its page on this site, or the original's address for a syndicated story */
            url: string;
            images: {
                optimized: string | null;
                original: string | null;
            };
            image_url: string | null;
            source_name: string | null;
            /** Format: date-time */
            published_date: string;
            /** @description Minutes */
            read_time: number | null;
            views: number;
        };
        Error: {
            /** @constant */
            success: false;
            /** @description What went wrong, in a sentence a reader can act on */
            error: string;
            /** @description For a server error: quote it to support */
            reference?: string;
        };
        NewsCategories: {
            /** @constant */
            success: true;
            data: {
                /** @description As the `category` parameter of the list takes it */
                name: string;
                /** @description Published stories filed under it */
                count: number;
            }[];
        };
        ArticleAnswer: {
            /** @constant */
            success: true;
            data: components["schemas"]["ArticleDetail"];
        };
        ArticleDetail: {
            id: number;
            slug: string;
            /** @enum {string} */
            article_type: "news" | "press_release" | "interview" | "tutorial";
            title: string;
            description: string;
            category: string;
            tags: string[];
            /** @description Its page on this site, or the original's address for a syndicated story */
            url: string;
            images: {
                optimized: string | null;
                original: string | null;
            };
            image_url: string | null;
            source_name: string | null;
            /** Format: date-time */
            published_date: string;
            /** @description Minutes */
            read_time: number | null;
            views: number;
            /** @description Sanitized HTML */
            body_html: string;
            source_url: string | null;
            /** @description Whether the body starts with the description */
            summary_in_body: boolean;
        };
        ShowsSchedule: {
            /** @constant */
            success: true;
            data: {
                /** @constant */
                timezone: "America/New_York";
                programmes: {
                    title: string;
                    description: string;
                    /** @enum {string} */
                    kind: "show" | "weekend" | "education";
                    host: string | null;
                    /** @description For a flagship show */
                    format: ("live" | "recorded" | "upcoming") | null;
                    /** @description 0 = Sunday … 6 = Saturday */
                    days: number[];
                    /** @description HH:MM, US Eastern time */
                    start: string;
                    /** @description HH:MM, US Eastern time */
                    end: string;
                    /** @description As the shows page reads it: 'Mon-Fri 6-10 AM ET' */
                    label: string;
                    on_air: boolean;
                    /** @description When it next begins */
                    next_start: string | null;
                }[];
                recent_episodes: {
                    id: string;
                    show: string;
                    title: string;
                    description: string;
                    /** @description Date of broadcast */
                    date: string;
                    /** @description '52:10' */
                    duration: string;
                    /** @enum {string} */
                    type: "live" | "recorded";
                    /** @description The player, once the video is published */
                    video_url: string | null;
                }[];
            };
        };
        CmcListingsAnswer: {
            status: components["schemas"]["CmcStatus"];
            data: components["schemas"]["CmcListing"][];
        };
        CmcStatus: {
            /**
             * Format: date-time
             * @description ISO 8601 time
             */
            timestamp: string;
            /** @description 0, or the HTTP status of a failed call */
            error_code: number;
            error_message: string | null;
            elapsed: number;
            credit_count: number;
            notice: string | null;
            total_count?: number;
        };
        CmcListing: {
            id: number;
            name: string;
            symbol: string;
            slug: string;
            cmc_rank: number | null;
            tags: string[];
            /** @description The chain a token lives on; null for a coin with its own chain */
            platform: {
                name: string;
                symbol: string;
                token_address: string;
            } | null;
            circulating_supply: number | null;
            total_supply: number | null;
            max_supply: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 time
             */
            last_updated: string;
            quote: {
                USD: {
                    price: number | null;
                    volume_24h: number;
                    percent_change_1h: number;
                    percent_change_24h: number;
                    percent_change_7d: number;
                    market_cap: number;
                    market_cap_dominance: number;
                    fully_diluted_market_cap: number;
                    /**
                     * Format: date-time
                     * @description ISO 8601 time
                     */
                    last_updated: string;
                };
            };
        };
        CmcError: {
            status: components["schemas"]["CmcStatus"];
        };
        CmcQuotesAnswer: {
            status: components["schemas"]["CmcStatus"];
            /** @description Keyed by the id, slug or symbol asked for */
            data: {
                [key: string]: components["schemas"]["CmcListing"];
            };
        };
        CmcMapAnswer: {
            status: components["schemas"]["CmcStatus"];
            data: components["schemas"]["CmcMapEntry"][];
        };
        CmcMapEntry: {
            id: number;
            rank: number | null;
            name: string;
            symbol: string;
            slug: string;
            is_active: 0 | 1;
            first_historical_data: string | null;
            /** @description The chain a token lives on; null for a coin with its own chain */
            platform: {
                name: string;
                symbol: string;
                token_address: string;
            } | null;
        };
        CmcGlobalMetricsAnswer: {
            status: components["schemas"]["CmcStatus"];
            data: components["schemas"]["CmcGlobalMetrics"];
        };
        CmcGlobalMetrics: {
            btc_dominance: number;
            eth_dominance: number;
            active_cryptocurrencies: number;
            total_cryptocurrencies: number;
            active_market_pairs: number;
            active_exchanges: number;
            total_exchanges: number;
            btc_dominance_24h_percentage_change: number;
            eth_dominance_24h_percentage_change: number;
            defi_market_cap: number;
            defi_volume_24h: number;
            defi_24h_percentage_change: number;
            stablecoin_market_cap: number;
            stablecoin_volume_24h: number;
            stablecoin_24h_percentage_change: number;
            /**
             * Format: date-time
             * @description ISO 8601 time
             */
            last_updated: string;
            quote: {
                USD: {
                    total_market_cap: number;
                    total_volume_24h: number;
                    total_market_cap_yesterday_percentage_change: number;
                    total_volume_24h_yesterday_percentage_change: number;
                    /**
                     * Format: date-time
                     * @description ISO 8601 time
                     */
                    last_updated: string;
                };
            };
        };
        CmcInfoAnswer: {
            status: components["schemas"]["CmcStatus"];
            /** @description Keyed by the id or slug asked for (one object), or by the symbol (a list: a symbol may name several coins) */
            data: {
                [key: string]: components["schemas"]["CmcInfo"] | components["schemas"]["CmcInfo"][];
            };
        };
        CmcInfo: {
            id: number;
            name: string;
            symbol: string;
            slug: string;
            /** @enum {string} */
            category: "coin" | "token";
            description: string;
            /** @description Address of the 64×64 icon */
            logo: string;
            tags: string[];
            /** @description The chain a token lives on; null for a coin with its own chain */
            platform: {
                name: string;
                symbol: string;
                token_address: string;
            } | null;
            urls: {
                website: string[];
                technical_doc: string[];
                explorer: string[];
                source_code: string[];
                message_board: string[];
                chat: string[];
                announcement: string[];
                reddit: string[];
                twitter: string[];
            };
        };
        CmcOhlcvAnswer: {
            status: components["schemas"]["CmcStatus"];
            /** @description One object for an id or slug; for a symbol, a list under the symbol */
            data: {
                id: number;
                name: string;
                symbol: string;
                quotes: {
                    /**
                     * Format: date-time
                     * @description ISO 8601 time
                     */
                    time_open: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 time
                     */
                    time_close: string;
                    /** @description Not stored: always null */
                    time_high: string | null;
                    /** @description Not stored: always null */
                    time_low: string | null;
                    quote: {
                        USD: {
                            open: number;
                            high: number;
                            low: number;
                            close: number;
                            volume: number;
                            /** @description Past market caps are not stored: always null */
                            market_cap: number | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 time
                             */
                            timestamp: string;
                        };
                    };
                }[];
            } | {
                [key: string]: {
                    id: number;
                    name: string;
                    symbol: string;
                    quotes: {
                        /**
                         * Format: date-time
                         * @description ISO 8601 time
                         */
                        time_open: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 time
                         */
                        time_close: string;
                        /** @description Not stored: always null */
                        time_high: string | null;
                        /** @description Not stored: always null */
                        time_low: string | null;
                        quote: {
                            USD: {
                                open: number;
                                high: number;
                                low: number;
                                close: number;
                                volume: number;
                                /** @description Past market caps are not stored: always null */
                                market_cap: number | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 time
                                 */
                                timestamp: string;
                            };
                        };
                    }[];
                }[];
            };
        };
        CmcConversionAnswer: {
            status: components["schemas"]["CmcStatus"];
            /** @description One object for an id; a list for a symbol (a symbol may name several coins) */
            data: {
                id: number;
                symbol: string;
                name: string;
                amount: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 time
                 */
                last_updated: string;
                quote: {
                    [key: string]: {
                        price: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 time
                         */
                        last_updated: string;
                    };
                };
            } | {
                id: number;
                symbol: string;
                name: string;
                amount: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 time
                 */
                last_updated: string;
                quote: {
                    [key: string]: {
                        price: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 time
                         */
                        last_updated: string;
                    };
                };
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiCryptoNewsList: {
        parameters: {
            query?: {
                /** @description Stories per page, 1 to 120 */
                limit?: number;
                /** @description The page, from 1 */
                page?: number;
                /** @description One of: All, Bitcoin, Ethereum, Altcoins, DeFi, NFTs, Regulation, Mining, Metaverse, Web3 */
                category?: string;
                /** @description Words to find, "a phrase", -a word to leave out */
                search?: string;
                /** @description Which kind of story */
                type?: "news" | "interview" | "tutorial";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleList"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCryptoNewsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsCategories"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCryptoNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id or the slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No published story has this id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPressReleasesList: {
        parameters: {
            query?: {
                /** @description Stories per page, 1 to 120 */
                limit?: number;
                /** @description The page, from 1 */
                page?: number;
                /** @description One of: All, Bitcoin, Ethereum, Altcoins, DeFi, NFTs, Regulation, Mining, Metaverse, Web3 */
                category?: string;
                /** @description Words to find, "a phrase", -a word to leave out */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleList"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPressReleasesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id or the slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No published press release has this id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiShowsSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowsSchedule"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCoinmarketcapCryptocurrencyListingsLatest: {
        parameters: {
            query?: {
                /** @description How many coins, 1 to 300 */
                limit?: number;
                /** @description The rank to start from (1-based) */
                start?: number;
                /** @description Only USD */
                convert?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcListingsAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapCryptocurrencyQuotesLatest: {
        parameters: {
            query?: {
                /** @description CoinMarketCap ids, comma-separated: 1,1027 */
                id?: string;
                /** @description Slugs, comma-separated: bitcoin,ethereum */
                slug?: string;
                /** @description Symbols, comma-separated: BTC,ETH */
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcQuotesAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapCryptocurrencyMap: {
        parameters: {
            query?: {
                /** @description How many coins, by rank */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcMapAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapGlobalMetricsQuotesLatest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcGlobalMetricsAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV1CryptocurrencyListingsLatest: {
        parameters: {
            query?: {
                /** @description How many coins, 1 to 300 */
                limit?: number;
                /** @description The rank to start from (1-based) */
                start?: number;
                /** @description Only USD */
                convert?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcListingsAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV1CryptocurrencyQuotesLatest: {
        parameters: {
            query?: {
                /** @description CoinMarketCap ids, comma-separated: 1,1027 */
                id?: string;
                /** @description Slugs, comma-separated: bitcoin,ethereum */
                slug?: string;
                /** @description Symbols, comma-separated: BTC,ETH */
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcQuotesAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV1CryptocurrencyMap: {
        parameters: {
            query?: {
                /** @description How many coins, by rank */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcMapAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV1GlobalMetricsQuotesLatest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcGlobalMetricsAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV2CryptocurrencyInfo: {
        parameters: {
            query?: {
                /** @description CoinMarketCap ids, comma-separated: 1,1027 */
                id?: string;
                /** @description Slugs, comma-separated: bitcoin,ethereum */
                slug?: string;
                /** @description Symbols, comma-separated: BTC,ETH */
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcInfoAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV2CryptocurrencyOhlcvHistorical: {
        parameters: {
            query?: {
                /** @description One CoinMarketCap id: 1 */
                id?: string;
                /** @description One symbol: BTC */
                symbol?: string;
                /** @description One slug: bitcoin */
                slug?: string;
                time_period?: "daily" | "hourly";
                interval?: "daily" | "hourly";
                /** @description From (ISO 8601 or Unix seconds); the oldest stored by default */
                time_start?: string;
                /** @description Up to (ISO 8601 or Unix seconds); now by default */
                time_end?: string;
                /** @description How many periods at most */
                count?: number;
                convert?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcOhlcvAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
    getApiCoinmarketcapV2ToolsPriceConversion: {
        parameters: {
            query: {
                /** @description The amount of the coin, a decimal above 0: 2.5 */
                amount: string;
                /** @description The coin to convert, by CoinMarketCap id (or give symbol) */
                id?: string;
                /** @description The coin to convert, by symbol (or give id) */
                symbol?: string;
                /** @description USD and coin symbols to convert into, comma-separated (at most 40) */
                convert?: string;
                /** @description Not supported: only the latest prices are converted */
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcConversionAnswer"];
                };
            };
            /** @description Not modified: the answer named by `If-None-Match` is still the answer (no body) */
            304: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description The answer's tag: send it as `If-None-Match` to ask again */
                    ETag?: string;
                    /** @description `public, no-cache`: any cache may keep it, asking again each time */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The API key sent is malformed, unknown or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The key's plan does not include this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description Past the limit: `Retry-After` says how many seconds to wait */
            429: {
                headers: {
                    /** @description The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600` */
                    RateLimit?: string;
                    /** @description Calls allowed in the window that has fewest left */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until that window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
            /** @description The data cannot be read right now; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmcError"];
                };
            };
        };
    };
}
