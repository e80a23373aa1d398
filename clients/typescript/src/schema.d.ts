export interface paths {
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List games, newest first */
        get: {
            parameters: {
                query: {
                    status?: "waiting" | "active" | "finished";
                    limit: number;
                    offset: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                id: string;
                                status: "waiting" | "active" | "finished";
                                version: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                finishedAt: string | null;
                                players: {
                                    seat: number;
                                    name: string | null;
                                    color: string;
                                }[];
                            }[];
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a game
         * @description Returns the game and, once only, each seat's token, or for an open seat its single-use invitation code. While a seat is open the game is `waiting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        players: ({
                            name: string;
                            color?: components["schemas"]["Color"];
                        } | {
                            /** @enum {boolean} */
                            open: true;
                            color?: components["schemas"]["Color"];
                        } | {
                            /** @description A player id (POST /players) */
                            player: string;
                            name?: string;
                            color?: components["schemas"]["Color"];
                        } | {
                            bot: "random" | "greedy";
                            name?: string;
                            color?: components["schemas"]["Color"];
                        })[];
                        options?: {
                            /** @default true */
                            farmers?: boolean;
                            /** @description A clock per turn; without it turns never time out */
                            clock?: {
                                turnSeconds: number;
                                maxTimeouts: number;
                            };
                            /**
                             * @description false: POST /games/{id}/undo is refused (422 NO_UNDO), as in tournament games
                             * @default true
                             */
                            undo?: boolean;
                        };
                        /** @description Exact draw order after the start tile */
                        deck?: components["schemas"]["TileLetter"][];
                        /** @description Makes the shuffle reproducible (and known in advance) */
                        seed?: string;
                    };
                };
            };
            responses: {
                /** @description Created; the seat tokens are shown only here */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            seats: {
                                seat: number;
                                name: string | null;
                                color: components["schemas"]["Color"];
                                /** @description The seat's bearer token (filled seats) */
                                token?: string;
                                /** @description Open seats: the single-use invitation code for POST /games/{id}/join */
                                invite?: string;
                                /** @description The player the seat is bound to */
                                player?: string;
                                /** @description A bot seat: the server plays it (no token) */
                                bot?: "random" | "greedy";
                            }[];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current GameState (ETag: its version; If-None-Match answers 304) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The current GameState */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameState"];
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw the next tile (tiles with no legal position are removed and listed in `discarded`) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Strong ETag of the version this action is based on */
                    "if-match"?: string;
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The action was accepted and appended to the log as one entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            /** @description null when the removals emptied the pile and ended the game */
                            tile: components["schemas"]["TileLetter"] | null;
                            discarded: components["schemas"]["TileLetter"][];
                            /** @description Every placement `place` accepts for the drawn tile, as GET /games/{id}/legal lists them (empty when the draw ended the game) */
                            placements: components["schemas"]["Placement"][];
                            final?: components["schemas"]["ScoreEvent"][];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description VERSION_CONFLICT: If-Match names another version (the current one is in `version`) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the drawn tile */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Strong ETag of the version this action is based on */
                    "if-match"?: string;
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        x: number;
                        y: number;
                        rotation: 0 | 90 | 180 | 270;
                    };
                };
            };
            responses: {
                /** @description The action was accepted and appended to the log as one entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            /** @description Every segment of the placed tile that `deploy` accepts, as GET /games/{id}/legal lists them (empty when the seat has no meeple in supply) */
                            deployments: components["schemas"]["Deployment"][];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description VERSION_CONFLICT: If-Match names another version (the current one is in `version`) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deploy a meeple on a segment of the tile just placed (optional) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Strong ETag of the version this action is based on */
                    "if-match"?: string;
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        at: components["schemas"]["Port"];
                    };
                };
            };
            responses: {
                /** @description The action was accepted and appended to the log as one entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description VERSION_CONFLICT: If-Match names another version (the current one is in `version`) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back the placement of this turn (and the deployment): phase `place` again with the same tile
         * @description In phase `deploy` or `score`, by the active seat. A log entry of its own (`undo`, event `undone`). Refused with 422 `NO_UNDO` in games created with `options.undo: false`, and with 409 `WRONG_PHASE` once the turn is scored or before a tile is placed.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Strong ETag of the version this action is based on */
                    "if-match"?: string;
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The action was accepted and appended to the log as one entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description VERSION_CONFLICT: If-Match names another version (the current one is in `version`) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Score the features completed this turn and end the turn */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Strong ETag of the version this action is based on */
                    "if-match"?: string;
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The action was accepted and appended to the log as one entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            scored: components["schemas"]["ScoreEvent"][];
                            final?: components["schemas"]["ScoreEvent"][];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description VERSION_CONFLICT: If-Match names another version (the current one is in `version`) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an open seat with its invitation
         * @description No authentication needed; with a player token the seat is bound to that player (and `name` may be omitted). Appends a `join` entry; the join that fills the last open seat starts the game. The seat token is shown only here.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The invitation code of an open seat (single use) */
                        invite: string;
                        /** @description Required without a player token; defaults to the player's name */
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Joined; the seat token is shown only here */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            seat: {
                                seat: number;
                                name: string;
                                color: components["schemas"]["Color"];
                                token: string;
                            };
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign a seat, in or out of turn
         * @description Appends a `resign` entry. During the seat's own turn after drawing, the turn is first finished as a timeout would (the tile at the first legal placement unless placed, no further meeple, score), as entries of their own marked `by: resign`. The seat takes no more turns and cannot win; when one seat is left the game ends (final scoring in `final`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Resigned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: components["schemas"]["GameState"];
                            /** @description Final scoring, when the resignation ended the game */
                            final?: components["schemas"]["ScoreEvent"][];
                            events: components["schemas"]["GameEvent"][];
                            receipt: components["schemas"]["Receipt"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player
         * @description Returns the player and, once only, its token: a Bearer token that acts for every seat the player holds.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Registered; the token is shown only here */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: components["schemas"]["Player"];
                            token: string;
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player holding the token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The player */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Player"];
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's games, newest activity first
         * @description `turn=mine` keeps only the games where it is this player's move. Pass `next` as `after` for the next page.
         */
        get: {
            parameters: {
                query: {
                    status?: "waiting" | "active" | "finished";
                    turn?: "mine";
                    limit: number;
                    /** @description The `next` cursor of the previous page */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                id: string;
                                status: "waiting" | "active" | "finished";
                                version: number;
                                /** @description The player's seat in this game */
                                seat: number;
                                yourTurn: boolean;
                                turn: {
                                    seat: number;
                                    phase: string;
                                } | null;
                                /** @description When the active seat's turn times out (games with a clock) */
                                deadline: string | null;
                                players: {
                                    seat: number;
                                    name: string | null;
                                    color: components["schemas"]["Color"];
                                }[];
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every placement `place` accepts (phase place) or every deployable segment (phase deploy) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The legal moves of the current phase (both lists empty in other phases) */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            placements: components["schemas"]["Placement"][];
                            deployments: components["schemas"]["Deployment"][];
                        };
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The append-only action log, oldest first (all of it, or a page with ?after=SEQ&limit=N; long polling with &wait=SECONDS) */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    limit?: number;
                    /** @description Long polling: when there is no entry after `after`, answer as soon as one is appended (by any server process), or with no entries after this many seconds */
                    wait?: number;
                };
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Log entries, oldest first */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actions: components["schemas"]["LogEntry"][];
                        };
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/actions/{seq}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GameState right after entry `seq`, rebuilt by replaying the log */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                    seq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The GameState right after that entry */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameState"];
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/board.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The board as a picture (SVG): tiles, meeples, the last placed tile, the open frontier and a legend of the players
         * @description Pure vector, self-contained (no external reference), and the same bytes for the same state. With `seq`, the board right after that log entry, rebuilt by replaying the log like `/actions/{seq}/state`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Draw the board right after this log entry (404 ACTION_NOT_FOUND past the last one) */
                    seq?: number;
                };
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The board as an SVG document */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiles/{letter}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tile type as a picture (SVG), canonical orientation (rotation 0) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description A tile letter, A to X (404 TILE_NOT_FOUND otherwise) */
                    letter: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tile as an SVG document, 100 x 100 */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's log entries as Server-Sent Events: those already in the log, then each new one
         * @description Starts after `Last-Event-ID` (a seq), or after `?after=SEQ` (from entry 0 when neither), sends the entries already in the log, then each entry as it is appended by any server process. One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, score, resign), `data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. A comment line `: keep-alive` is sent at least every 15 s. The stream closes after the entry that finishes the game.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Start after this seq (-1: from entry 0) */
                    after?: number;
                };
                header?: {
                    /** @description The seq of the last entry received: the stream resumes after it (wins over `after`) */
                    "last-event-id"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, score, resign), `data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. A comment line `: keep-alive` is sent at least every 15 s. The stream closes after the entry that finishes the game. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's events over all its games, as Server-Sent Events
         * @description Starts after `Last-Event-ID` (an event id received earlier), else from the player's first event. One event per thing the player is told, in order: `id: <opaque event id>`, `event: <type>`, `data: <JSON>`, then an empty line. Types: `your-turn` `{ "gameId", "seq", "seat", "deadline" }` (`seq`: the entry after which it became that seat's move; `deadline`: ISO time or null), `game-started` `{ "gameId" }`, `game-finished` `{ "gameId", "winners", "scores" }`. A comment line `: keep-alive` is sent at least every 15 s. The stream stays open.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The id of the last event received: the stream resumes after it */
                    "last-event-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One event per thing the player is told, in order: `id: <opaque event id>`, `event: <type>`, `data: <JSON>`, then an empty line. Types: `your-turn` `{ "gameId", "seq", "seat", "deadline" }` (`seq`: the entry after which it became that seat's move; `deadline`: ISO time or null), `game-started` `{ "gameId" }`, `game-finished` `{ "gameId", "winners", "scores" }`. A comment line `: keep-alive` is sent at least every 15 s. The stream stays open. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid seat token of this game (or player token) */
                401: {
                    headers: {
                        /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                        "www-authenticate"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's webhooks
         * @description Oldest first, without their secrets.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhooks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                id: string;
                                url: string;
                                events: ("your-turn" | "game-started" | "game-finished")[];
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid player token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook
         * @description Events of the chosen types are POSTed to `url` as JSON `{ id, type, at, data }`, signed as Standard Webhooks (headers Webhook-Id, Webhook-Timestamp, Webhook-Signature), at least once: retried until a 2xx answer within 10 s, first after at most 5 s, then with doubling delays up to one hour, for at least 24 hours. At most 20 webhooks per player (400 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Where events are POSTed: https (http too when the server allows private addresses, for tests). A URL whose host resolves to a loopback, private, link-local, multicast or otherwise non-public address is refused (422 WEBHOOK_URL_REFUSED), at registration and before every delivery. */
                        url: string;
                        events: ("your-turn" | "game-started" | "game-finished")[];
                    };
                };
            };
            responses: {
                /** @description Registered; the secret is shown only here */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("your-turn" | "game-started" | "game-finished")[];
                            /** @description whsec_<base64 key> (Standard Webhooks): verifies Webhook-Signature. Shown only here */
                            secret: string;
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid player token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WEBHOOK_URL_REFUSED: the URL is not https, or its host is or resolves to a loopback, private, link-local, multicast or otherwise non-public address */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook
         * @description Its pending deliveries and its delivery log go with it.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid player token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WEBHOOK_NOT_FOUND: the player has no webhook with this id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery attempts
         * @description The latest 100 attempts, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The attempts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /** @description The event: its `id` in the body and Webhook-Id header */
                                eventId: string;
                                type: "your-turn" | "game-started" | "game-finished";
                                /** @description 1 for the first attempt at this event */
                                attempt: number;
                                /** Format: date-time */
                                at: string;
                                /** @description The receiver's HTTP status; null when it did not answer */
                                status: number | null;
                                /** @description Why the attempt failed (null when delivered) */
                                error: string | null;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHORIZED: no valid player token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WEBHOOK_NOT_FOUND: the player has no webhook with this id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 24 tile types in canonical orientation (rotation 0), as in rules.md */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tile catalog */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tiles: {
                                type: components["schemas"]["TileLetter"];
                                count: number;
                                /** @description N, E, S, W */
                                edges: ("C" | "R" | "F")[];
                                segments: {
                                    feature: "road" | "city" | "monastery" | "field";
                                    ports: components["schemas"]["Port"][];
                                    shield?: boolean;
                                    /** @description Indices of the city segments this field touches */
                                    touches?: number[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (does not touch the database) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process is alive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @description The kind of database configured */
                            database: "postgres" | "pglite";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and its migrations are all applied */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready to serve */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            database: "postgres" | "pglite";
                            /** @description Migrations applied */
                            migrations: number;
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE (no answer in time) or MIGRATIONS_PENDING; sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game's whole history as one self-contained document (POST /verify checks it) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A game's whole history, self-contained: enough to verify it with the published rules alone (docs/AUDIT.md) */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameExport"];
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replays the stored game's log with the engine and checks its chain, results, snapshot and shuffle */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                    "if-none-match"?: string;
                };
                path: {
                    /** @description Game id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One result per check that applies (docs/AUDIT.md lists them) */
                200: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VerifyReport"];
                    };
                };
                /** @description Not modified: the representation named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description Strong validator of this representation; send it back in If-None-Match */
                        etag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies an exported game by the same rules, storing nothing
         * @description The snapshot check is replaced by comparing the stated status, scores and winners with the replay. With `receipts`, each receipt must be signed by a key of GET /keys and name an entry the log holds with the same hash.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VerifyRequest"];
                };
            };
            responses: {
                /** @description One result per check that applies (docs/AUDIT.md lists them) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VerifyReport"];
                    };
                };
                /** @description VALIDATION_ERROR: the body, query or path does not fit the schema */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys that sign receipts (JWKS); retired keys stay listed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every key that has signed receipts, the current one first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                /** @description The RFC 7638 thumbprint of the key; receipts name it */
                                kid: string;
                                /** @description The public key, base64url */
                                x: string;
                            }[];
                        };
                    };
                };
            };
        };
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
        /** @description A tile type (rules.md) */
        TileLetter: "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X";
        Color: "red" | "blue" | "green" | "yellow" | "black";
        /** @description N E S W (edge centres), NNW NNE ENE ESE SSE SSW WSW WNW (half-edges), C (centre); board orientation */
        Port: "N" | "E" | "S" | "W" | "NNW" | "NNE" | "ENE" | "ESE" | "SSE" | "SSW" | "WSW" | "WNW" | "C";
        /** @description RFC 9457 problem details */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            /** @description The current version (VERSION_CONFLICT) */
            version?: number;
            errors?: {
                /** @description Where: the request part (body, querystring, params, headers) and the JSON pointer within it */
                path: string;
                message: string;
                /** @description The member concerned: one not allowed here, or a required one that is missing */
                property?: string;
            }[];
        };
        ScoreEvent: {
            feature: "road" | "city" | "monastery" | "field";
            /** @description Points each seat in `seats` received */
            points: number;
            seats: number[];
            tiles: number;
            shields: number;
            /** @description Fields: distinct completed cities touched */
            cities?: number;
            complete: boolean;
            meeples: {
                seat: number;
                count: number;
            }[];
            positions: {
                x: number;
                y: number;
            }[];
        };
        /** @description One thing an accepted action did, as the engine reported it */
        GameEvent: {
            type: "joined" | "resigned" | "drawn" | "placed" | "undone" | "deployed" | "scored" | "ended";
            seat?: number;
            /** @description joined: the name the seat took */
            name?: string;
            /** @enum {string} */
            by?: "clock";
            tile?: components["schemas"]["TileLetter"] | null;
            discarded?: components["schemas"]["TileLetter"][];
            x?: number;
            y?: number;
            rotation?: 0 | 90 | 180 | 270;
            at?: components["schemas"]["Port"];
            feature?: "road" | "city" | "monastery" | "field";
            stage?: "turn" | "final";
            score?: components["schemas"]["ScoreEvent"];
            winners?: number[];
            scores?: number[];
        };
        GameState: {
            id: string;
            /** @description waiting: a seat is still open (turn is null) */
            status: "waiting" | "active" | "finished";
            /** @description seq of the last log entry; also the ETag */
            version: number;
            options: {
                farmers: boolean;
                clock?: {
                    turnSeconds: number;
                    maxTimeouts: number;
                };
                /**
                 * @description Present when undo is turned off (tournament games); undo is allowed otherwise
                 * @enum {boolean}
                 */
                undo?: false;
            };
            players: {
                seat: number;
                /** @description null while the seat is open */
                name: string | null;
                color: components["schemas"]["Color"];
                score: number;
                /** @description In supply */
                meeples: number;
                /** @description A resigned seat takes no more turns and cannot win; its meeples stay and score */
                resigned: boolean;
                /** @description Consecutive turns of this seat finished by the clock */
                timeouts: number;
            }[];
            turn: {
                seat: number;
                phase: "draw" | "place" | "deploy" | "score";
                tile: components["schemas"]["TileLetter"] | null;
                placed: {
                    x: number;
                    y: number;
                    rotation: 0 | 90 | 180 | 270;
                } | null;
                /** @description Games with a clock: when this turn times out */
                deadline?: string | null;
            } | null;
            board: {
                x: number;
                y: number;
                tile: components["schemas"]["TileLetter"];
                rotation: 0 | 90 | 180 | 270;
            }[];
            meeples: {
                seat: number;
                x: number;
                y: number;
                at: components["schemas"]["Port"];
                feature: "road" | "city" | "monastery" | "field";
            }[];
            deck: {
                remaining: number;
            };
            discarded: components["schemas"]["TileLetter"][];
            winners: number[];
            deckSource: "server" | "seed" | "stacked";
            /** @description sha256 hex of the shuffle seed, or of the canonical JSON {"deck","salt"} of a stacked deck (docs/AUDIT.md) */
            deckCommitment: string | null;
            /** @description The shuffle seed, revealed once the game is finished */
            seed?: string;
            /** @description A stacked deck, revealed once the game is finished */
            stackedDeck?: components["schemas"]["TileLetter"][];
            /** @description The salt of a stacked deck's commitment, revealed once the game is finished */
            deckSalt?: string;
            /** @description Hash of the newest log entry */
            headHash: string;
            rulesVersion: string;
        };
        /** @description A position and rotation where `place` accepts the drawn tile */
        Placement: {
            x: number;
            y: number;
            rotation: 0 | 90 | 180 | 270;
        };
        /** @description A segment of the tile just placed where `deploy` accepts a meeple; `at` is one of its ports */
        Deployment: {
            at: components["schemas"]["Port"];
            feature: "road" | "city" | "monastery" | "field";
        };
        LogEntry: {
            seq: number;
            type: "create" | "join" | "draw" | "place" | "deploy" | "score" | "undo" | "resign";
            seat: number | null;
            payload: {
                [key: string]: unknown;
            };
            result: {
                [key: string]: unknown;
            };
            rulesVersion: string;
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description Proof, signed by the service, that the game's log holds entry `seq` with this hash: keep it to detect a later rollback or rewrite (POST /verify) */
        Receipt: {
            gameId: string;
            seq: number;
            hash: string;
            /** @description The signing key (GET /keys) */
            kid: string;
            /** @description base64url Ed25519 signature of the UTF-8 bytes of `<gameId>:<seq>:<hash>` */
            signature: string;
        };
        /** @description A log entry as GET /games/{id}/actions shows it */
        ExportedEntry: {
            seq: number;
            type: "create" | "join" | "draw" | "place" | "deploy" | "score" | "undo" | "resign";
            /** @description The acting seat; null for create */
            seat: number | null;
            payload: {
                [key: string]: unknown;
            };
            result: {
                [key: string]: unknown;
            };
            rulesVersion: string;
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description A game's whole history, self-contained: enough to verify it with the published rules alone (docs/AUDIT.md) */
        GameExport: {
            /** @enum {string} */
            format: "carcassonne-game-export";
            /** @enum {number} */
            formatVersion: 1;
            /** @description Game id */
            gameId: string;
            status: "waiting" | "active" | "finished";
            /** @description seq of the last log entry */
            version: number;
            /** @description Rules version the game was created under */
            rulesVersion: string;
            options: {
                farmers: boolean;
                clock?: {
                    turnSeconds: number;
                    maxTimeouts: number;
                };
                /** @enum {boolean} */
                undo?: false;
            };
            /** @description Without seat tokens; scores are final once the game is finished */
            players: {
                seat: number;
                /** @description null while the seat is open */
                name: string | null;
                color: components["schemas"]["Color"];
                score: number;
            }[];
            winners: number[];
            deckSource: "server" | "seed" | "stacked";
            /** @description sha256 hex of the shuffle seed or of the stacked deck and its salt; null for a deck stacked in entry 0 (older games) */
            deckCommitment: string | null;
            /** @description The shuffle seed: a client's always, the server's once the game is finished */
            seed?: string;
            /** @description A stacked deck, once the game is finished */
            stackedDeck?: string[];
            /** @description The salt of the stacked deck's commitment, once the game is finished */
            deckSalt?: string;
            /** @description Hash of the last log entry */
            headHash: string;
            /** @description The whole action log, oldest first */
            log: components["schemas"]["ExportedEntry"][];
        };
        /** @description An export document (GameExport), optionally with receipts */
        VerifyRequest: {
            /** @enum {string} */
            format: "carcassonne-game-export";
            /** @enum {number} */
            formatVersion: 1;
            /** @description Game id */
            gameId: string;
            status: "waiting" | "active" | "finished";
            /** @description seq of the last log entry */
            version: number;
            /** @description Rules version the game was created under */
            rulesVersion: string;
            options: {
                farmers: boolean;
                clock?: {
                    turnSeconds: number;
                    maxTimeouts: number;
                };
                /** @enum {boolean} */
                undo?: false;
            };
            /** @description Without seat tokens; scores are final once the game is finished */
            players: {
                seat: number;
                /** @description null while the seat is open */
                name: string | null;
                color: components["schemas"]["Color"];
                score: number;
            }[];
            winners: number[];
            deckSource: "server" | "seed" | "stacked";
            /** @description sha256 hex of the shuffle seed or of the stacked deck and its salt; null for a deck stacked in entry 0 (older games) */
            deckCommitment: string | null;
            /** @description The shuffle seed: a client's always, the server's once the game is finished */
            seed?: string;
            /** @description A stacked deck, once the game is finished */
            stackedDeck?: string[];
            /** @description The salt of the stacked deck's commitment, once the game is finished */
            deckSalt?: string;
            /** @description Hash of the last log entry */
            headHash: string;
            /** @description The whole action log, oldest first */
            log: components["schemas"]["ExportedEntry"][];
            /** @description Receipts kept from this game's writes: each must be signed by a key of GET /keys and match the log (a rollback or rewrite fails the receipts check) */
            receipts?: components["schemas"]["Receipt"][];
        };
        AuditCheck: {
            name: "chain" | "setup" | "replay" | "outcome" | "snapshot" | "commitment" | "draws" | "receipts";
            ok: boolean;
            /** @description The log entry of the first failure */
            seq?: number;
            /** @description Why it failed */
            reason?: string;
        };
        /** @description One result per check that applies (docs/AUDIT.md lists them) */
        VerifyReport: {
            /** @description Every check passed */
            ok: boolean;
            checks: components["schemas"]["AuditCheck"][];
        };
        Player: {
            id: string;
            name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
