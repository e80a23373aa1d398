export interface paths {
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games, newest first
         * @description One page of the games (optionally of one status), newest first, with the total count; page with `limit` and `offset`.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game
         * @description Returns the game and, once only, each seat's token, or for an open seat its single-use invitation code. While a seat is open the game is `waiting`. Colours are distinct (assigned in seat order when not given); give at most one of `deck` (the exact draw order) and `seed` (a reproducible shuffle); with neither, the server shuffles with a secret seed and publishes only its commitment.
         */
        post: operations["createGame"];
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
        /**
         * Read a game
         * @description The current GameState. Its ETag is `"<version>"`: If-None-Match with it answers 304 while the game is unchanged, and If-Match on a write refuses the write once it changed.
         */
        get: operations["getGame"];
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
        /**
         * Draw the next tile
         * @description Phase `draw`. Gives the top tile of the pile; tiles that fit nowhere on the board are removed first and listed in `discarded`. When that empties the pile, the game ends: `tile` is null and the final scoring is in `final`. In the two-player draft it reveals the display instead (`display`, no `tile`): the kept leftover and tiles from the pile up to three, unplaceable ones removed; an empty display ends the game. Takes no body.
         */
        post: operations["drawTile"];
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
        /**
         * Place the drawn tile
         * @description Phase `place`. Puts the drawn tile (in the draft, the display tile named by `tile`) at (`x`, `y`) with `rotation` (degrees clockwise); the start tile is at (0, 0), `y` grows southwards. GET /games/{id}/legal lists every accepted placement. 422 `TILE_NOT_AVAILABLE` when `tile` is not one to choose from.
         */
        post: operations["placeTile"];
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
        /**
         * Deploy a meeple on the tile just placed
         * @description Phase `deploy`, optional (score without it to deploy nothing). Puts a meeple of the seat on the segment of the tile just placed at port `at`; the feature must hold no meeple yet. GET /games/{id}/legal lists the deployable segments.
         */
        post: operations["deployMeeple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/redraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the drawn tile and draw another (friendly redraw)
         * @description Phase `place`, by the active seat, in games created with `options.redraws` (variants.md 4). The drawn tile goes to the bottom of the pile (`deck.bottom`), and the next tile is drawn as `draw` does: tiles that fit nowhere are removed (`discarded`), which may bring the rejected tile itself back. The replacement must be played. A log entry of its own (`redraw`, event `redrawn`). Refused with 422 `NO_REDRAW` when the game has no redraws, the seat has none left, it already redrew this turn, the pile is empty or the drawn tile is a River tile; with 409 `WRONG_PHASE` outside phase `place`. Takes no body.
         */
        post: operations["redrawTile"];
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
         * @description In phase `deploy` or `score`, by the active seat. A log entry of its own (`undo`, event `undone`). Answers the legal placements of the same tile, like draw. Refused with 422 `NO_UNDO` in games created with `options.undo: false`, with 409 `WRONG_PHASE` in phases `draw` and `place`, and with 403 `NOT_YOUR_TURN` once the turn is scored (it has passed on).
         */
        post: operations["undoPlacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep one of the two leftover tiles (two-player draft)
         * @description Phase `reserve`, which a draft game's turn starts in when the last turn left two display tiles (`draft.leftovers`): the active seat keeps `tile` for its display, and the other goes to the bottom of the pile (`deck.bottom`). Then phase `draw` reveals the display. A log entry of its own (`reserve`, event `reserved`). Refused with 422 `TILE_NOT_AVAILABLE` when `tile` is not a leftover, with 409 `WRONG_PHASE` outside phase `reserve` (and in games without the draft).
         */
        post: operations["reserveTile"];
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
        /**
         * Score the turn and pass it on
         * @description Phase `deploy` or `score` (after placing, with or without a meeple). Scores the features the turn completed (`scored`; their meeples return to their owners) and passes the turn to the next seat. When the pile is empty the game ends, with the final scoring in `final`. Takes no body.
         */
        post: operations["scoreTurn"];
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
        post: operations["joinGame"];
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
        post: operations["resignSeat"];
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
        post: operations["registerPlayer"];
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
        /**
         * The player holding the token
         * @description The id and name of the player whose token is sent.
         */
        get: operations["getCurrentPlayer"];
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
        get: operations["listPlayerGames"];
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
        /**
         * The legal moves of the current phase
         * @description Phase `place`: every placement POST /games/{id}/place accepts. Phase `deploy`: every segment of the tile just placed that POST /games/{id}/deploy accepts. Both lists are empty in the other phases. ETag: the game's version.
         */
        get: operations["listLegalMoves"];
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
        /**
         * The action log
         * @description The append-only action log, oldest first: all of it, or the entries after `after` (at most `limit`). With `wait`, an answer with no entries is held until one is appended (long polling).
         */
        get: operations["listActions"];
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
        /**
         * The GameState right after a log entry
         * @description Rebuilt by replaying the log with the engine up to entry `seq`, never from a stored snapshot. ETag: `"<seq>"`.
         */
        get: operations["getStateAfterAction"];
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
        get: operations["getBoardPicture"];
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
        /**
         * A tile type as a picture (SVG), canonical orientation (rotation 0)
         * @description Drawn from the tile catalogue (GET /tiles) like the board picture: fields, roads, cities with walls and shields, monasteries. The same bytes every time (strong ETag).
         */
        get: operations["getTilePicture"];
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
         * Follow a game's log live (Server-Sent Events)
         * @description Starts after `Last-Event-ID` (a seq), or after `?after=SEQ` (from entry 0 when neither), sends the entries already in the log, then each entry as it is appended by any server process. One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, undo, score, resign), `data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. A comment line `: keep-alive` is sent at least every 15 s. The stream closes after the entry that finishes the game.
         */
        get: operations["streamGameEvents"];
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
         * Follow a player's events over all its games (Server-Sent Events)
         * @description Starts after `Last-Event-ID` (an event id received earlier), else from the player's first event. One event per thing the player is told, in order: `id: <opaque event id>`, `event: <type>`, `data: <JSON>`, then an empty line. Types: `your-turn` `{ "gameId", "seq", "seat", "deadline" }` (`seq`: the entry after which it became that seat's move; `deadline`: ISO time or null), `game-started` `{ "gameId" }`, `game-finished` `{ "gameId", "winners", "scores" }`. A comment line `: keep-alive` is sent at least every 15 s. The stream stays open.
         */
        get: operations["streamPlayerEvents"];
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
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Events of the chosen types are POSTed to `url` as JSON `{ id, type, at, data }`, signed as Standard Webhooks (headers Webhook-Id, Webhook-Timestamp, Webhook-Signature), at least once: retried until a 2xx answer within 10 s, first after at most 5 s, then with doubling delays up to one hour, for at least 24 hours. At most 20 webhooks per player (400 beyond).
         */
        post: operations["registerWebhook"];
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
        delete: operations["deleteWebhook"];
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
        get: operations["listWebhookDeliveries"];
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
        /**
         * The tile catalog
         * @description The 24 tile types in canonical orientation (rotation 0), as in rules.md: edges, segments and their ports, counts.
         */
        get: operations["listTiles"];
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
        /**
         * Liveness
         * @description The process answers; does not touch the database (an outage of the database is no reason to restart it), not rate limited, not shed under load.
         */
        get: operations["checkLiveness"];
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
        /**
         * Readiness
         * @description Ready when the database answers within HEALTH_READY_TIMEOUT_MS and every migration is applied; not rate limited.
         */
        get: operations["checkReadiness"];
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
        /**
         * Export a game's whole history
         * @description One self-contained document: the setup, the whole log and the outcome, enough to verify the game with the published rules alone (POST /verify, docs/AUDIT.md).
         */
        get: operations["exportGame"];
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
        /**
         * Verify a stored game
         * @description Replays the stored game's log with the engine and checks its chain, every entry's legality and result, the outcome, the snapshot and the shuffle; names the first failing seq.
         */
        get: operations["verifyGame"];
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
         * Verify an exported game
         * @description The snapshot check is replaced by comparing the stated status, scores and winners with the replay. With `receipts`, each receipt must be signed by a key of GET /keys and name an entry the log holds with the same hash.
         */
        post: operations["verifyExport"];
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
        /**
         * The public keys that sign receipts
         * @description A JWKS (RFC 7517) of Ed25519 keys (RFC 8037); retired keys stay listed so that old receipts still verify.
         */
        get: operations["listReceiptKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a problem type means and what to do about it
         * @description The page a problem's `type` names: HTML, or JSON when Accept asks for `application/json` before `text/html`.
         */
        get: operations["getProblemType"];
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
        /**
         * @description A tile type: its letter in rules.md (GET /tiles describes each)
         * @enum {string}
         */
        TileLetter: "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X";
        /**
         * @description A seat's colour
         * @enum {string}
         */
        Color: "red" | "blue" | "green" | "yellow" | "black";
        /**
         * @description N E S W (edge centres), NNW NNE ENE ESE SSE SSW WSW WNW (half-edges), C (centre); board orientation
         * @enum {string}
         */
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
            /** @enum {string} */
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
            /** @enum {string} */
            type: "joined" | "resigned" | "drawn" | "redrawn" | "revealed" | "reserved" | "placed" | "undone" | "deployed" | "scored" | "ended";
            seat?: number;
            /** @description joined: the name the seat took */
            name?: string;
            /** @enum {string} */
            by?: "clock";
            tile?: components["schemas"]["TileLetter"] | null;
            discarded?: components["schemas"]["TileLetter"][];
            rejected?: components["schemas"]["TileLetter"];
            /** @description revealed: the draft display */
            display?: components["schemas"]["TileLetter"][];
            /** @description revealed: the tiles taken off the pile, in pile order */
            fromPile?: components["schemas"]["TileLetter"][];
            putBack?: components["schemas"]["TileLetter"];
            x?: number;
            y?: number;
            /** @enum {integer} */
            rotation?: 0 | 90 | 180 | 270;
            at?: components["schemas"]["Port"];
            /** @enum {string} */
            feature?: "road" | "city" | "monastery" | "field";
            /** @enum {string} */
            stage?: "turn" | "final";
            score?: components["schemas"]["ScoreEvent"];
            winners?: number[];
            scores?: number[];
        };
        GameState: {
            id: string;
            /**
             * @description waiting: a seat is still open (turn is null)
             * @enum {string}
             */
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
                /** @description Friendly tile redraws per player (variants.md 4); present when the game has them */
                redraws?: number;
                /**
                 * @description Present in two-player draft games (variants.md 6)
                 * @enum {boolean}
                 */
                draft?: true;
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
                /** @description Games with redraws: the friendly redraws this seat has left */
                redrawsLeft?: number;
            }[];
            turn: {
                seat: number;
                /**
                 * @description `reserve`: draft games only, when the turn starts with two leftovers to choose from
                 * @enum {string}
                 */
                phase: "reserve" | "draw" | "place" | "deploy" | "score";
                tile: components["schemas"]["TileLetter"] | null;
                placed: {
                    x: number;
                    y: number;
                    /** @enum {integer} */
                    rotation: 0 | 90 | 180 | 270;
                } | null;
                /** @description Games with a clock: when this turn times out */
                deadline?: string | null;
                /** @description Games with redraws: the seat has redrawn this turn (at most once a turn) */
                redrawn?: boolean;
            } | null;
            board: {
                x: number;
                y: number;
                tile: components["schemas"]["TileLetter"];
                /** @enum {integer} */
                rotation: 0 | 90 | 180 | 270;
            }[];
            meeples: {
                seat: number;
                x: number;
                y: number;
                at: components["schemas"]["Port"];
                /** @enum {string} */
                feature: "road" | "city" | "monastery" | "field";
            }[];
            deck: {
                remaining: number;
                /** @description Games with redraws or the draft: the tiles put back at the bottom of the pile that are still in it, in pile order (public: everyone saw them) */
                bottom?: components["schemas"]["TileLetter"][];
            };
            /** @description Two-player draft games only (variants.md 6) */
            draft?: {
                /** @description The tiles revealed for the active seat (the kept one first, then in reveal order); once one is placed, the others */
                display: components["schemas"]["TileLetter"][];
                /** @description The leftover kept for the active seat, until its draw reveals the display */
                kept: components["schemas"]["TileLetter"] | null;
                /** @description Phase `reserve`: the two tiles the last turn left, one to keep */
                leftovers: components["schemas"]["TileLetter"][];
            };
            discarded: components["schemas"]["TileLetter"][];
            winners: number[];
            /** @enum {string} */
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
        /** @description A position and rotation where `place` accepts the drawn tile (in the draft, the tile named) */
        Placement: {
            tile?: components["schemas"]["TileLetter"];
            x: number;
            y: number;
            /** @enum {integer} */
            rotation: 0 | 90 | 180 | 270;
        };
        /** @description A segment of the tile just placed where `deploy` accepts a meeple; `at` is one of its ports */
        Deployment: {
            at: components["schemas"]["Port"];
            /** @enum {string} */
            feature: "road" | "city" | "monastery" | "field";
        };
        LogEntry: {
            seq: number;
            /** @enum {string} */
            type: "create" | "join" | "draw" | "place" | "deploy" | "score" | "undo" | "redraw" | "reserve" | "resign";
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
            /** @enum {string} */
            type: "create" | "join" | "draw" | "place" | "deploy" | "score" | "undo" | "redraw" | "reserve" | "resign";
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
            /** @enum {string} */
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
                redraws?: number;
                /** @enum {boolean} */
                draft?: true;
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
            /** @enum {string} */
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
            /** @enum {string} */
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
                redraws?: number;
                /** @enum {boolean} */
                draft?: true;
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
            /** @enum {string} */
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
            /** @enum {string} */
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
    headers: {
        /** @description The request id: the client's x-request-id when it sent a valid one, else a new UUID. Quote it when reporting a problem */
        "X-Request-Id": string;
        /** @description Requests allowed per minute for the binding limit (this client address or this token) */
        "RateLimit-Limit": number;
        /** @description Requests left in the current minute */
        "RateLimit-Remaining": number;
        /** @description Seconds until the current window ends */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listGames: {
        parameters: {
            query?: {
                /**
                 * @description waiting: a seat is still open (turn is null)
                 * @example active
                 */
                status?: "waiting" | "active" | "finished";
                /**
                 * @description Games per page
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description Games to skip
                 * @example 0
                 */
                offset?: number;
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            id: string;
                            /**
                             * @description waiting: a seat is still open (turn is null)
                             * @enum {string}
                             */
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createGame: {
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
                /**
                 * @example {
                 *       "players": [
                 *         {
                 *           "name": "Ada",
                 *           "color": "red"
                 *         },
                 *         {
                 *           "name": "Bo",
                 *           "color": "blue"
                 *         }
                 *       ],
                 *       "seed": "example"
                 *     }
                 */
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
                        /** @enum {string} */
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
                        /**
                         * @description Friendly tile redraw (the rulebook variant is 1): how many times each player may reject the drawn tile in a game (POST /games/{id}/redraw)
                         * @default 0
                         */
                        redraws?: number;
                        /**
                         * @description Two-player draft (exactly 2 players): each draw reveals a display of up to three tiles, the active seat places one (`place {tile, ...}`), the next seat keeps one of the two others (POST /games/{id}/reserve) and the third goes to the bottom of the pile
                         * @default false
                         */
                        draft?: boolean;
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description The URL of the created resource */
                    location?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": {
                     *         "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "status": "active",
                     *         "version": 0,
                     *         "options": {
                     *           "farmers": true
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 0,
                     *           "phase": "draw",
                     *           "tile": null,
                     *           "placed": null
                     *         },
                     *         "board": [
                     *           {
                     *             "x": 0,
                     *             "y": 0,
                     *             "tile": "D",
                     *             "rotation": 0
                     *           }
                     *         ],
                     *         "meeples": [],
                     *         "deck": {
                     *           "remaining": 71
                     *         },
                     *         "discarded": [],
                     *         "winners": [],
                     *         "deckSource": "seed",
                     *         "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "headHash": "0000000000000000000000000000000000000000000000000000000000000000",
                     *         "rulesVersion": "1.0.0"
                     *       },
                     *       "seats": [
                     *         {
                     *           "seat": 0,
                     *           "name": "Ada",
                     *           "color": "red",
                     *           "token": "dgbQPEcevLWziI2rCjqE7LcsXqW8i-V1ALU4SlD0A3Q"
                     *         },
                     *         {
                     *           "seat": 1,
                     *           "name": "Bo",
                     *           "color": "blue",
                     *           "token": "2ujilSKXdfrbQoGqukLD0S7OD227aZf_yP4bYHjNzOk"
                     *         }
                     *       ],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 0,
                     *         "hash": "0000000000000000000000000000000000000000000000000000000000000000",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       }
                     *     }
                     */
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
                            /**
                             * @description A bot seat: the server plays it (no token)
                             * @enum {string}
                             */
                            bot?: "random" | "greedy";
                        }[];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `PLAYER_NOT_FOUND`: A seat of POST /games names a player id that does not exist.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "PLAYER_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current GameState */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *       "status": "active",
                     *       "version": 4,
                     *       "options": {
                     *         "farmers": true
                     *       },
                     *       "players": [
                     *         {
                     *           "seat": 0,
                     *           "name": "Ada",
                     *           "color": "red",
                     *           "score": 0,
                     *           "meeples": 6,
                     *           "resigned": false,
                     *           "timeouts": 0
                     *         },
                     *         {
                     *           "seat": 1,
                     *           "name": "Bo",
                     *           "color": "blue",
                     *           "score": 0,
                     *           "meeples": 7,
                     *           "resigned": false,
                     *           "timeouts": 0
                     *         }
                     *       ],
                     *       "turn": {
                     *         "seat": 1,
                     *         "phase": "draw",
                     *         "tile": null,
                     *         "placed": null
                     *       },
                     *       "board": [
                     *         {
                     *           "x": 0,
                     *           "y": 0,
                     *           "tile": "D",
                     *           "rotation": 0
                     *         },
                     *         {
                     *           "x": 0,
                     *           "y": -1,
                     *           "tile": "P",
                     *           "rotation": 180
                     *         }
                     *       ],
                     *       "meeples": [
                     *         {
                     *           "seat": 0,
                     *           "x": 0,
                     *           "y": -1,
                     *           "at": "S",
                     *           "feature": "city"
                     *         }
                     *       ],
                     *       "deck": {
                     *         "remaining": 70
                     *       },
                     *       "discarded": [],
                     *       "winners": [],
                     *       "deckSource": "seed",
                     *       "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *       "headHash": "4444444444444444444444444444444444444444444444444444444444444444",
                     *       "rulesVersion": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["GameState"];
                };
            };
            /** @description Not modified: the representation named by If-None-Match is current */
            304: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    drawTile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Strong ETag of the version this action is based on */
                "if-match"?: string;
                /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action was accepted and appended to the log as one entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": {
                     *         "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "status": "active",
                     *         "version": 1,
                     *         "options": {
                     *           "farmers": true
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 0,
                     *           "phase": "place",
                     *           "tile": "P",
                     *           "placed": null
                     *         },
                     *         "board": [
                     *           {
                     *             "x": 0,
                     *             "y": 0,
                     *             "tile": "D",
                     *             "rotation": 0
                     *           }
                     *         ],
                     *         "meeples": [],
                     *         "deck": {
                     *           "remaining": 70
                     *         },
                     *         "discarded": [],
                     *         "winners": [],
                     *         "deckSource": "seed",
                     *         "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "headHash": "1111111111111111111111111111111111111111111111111111111111111111",
                     *         "rulesVersion": "1.0.0"
                     *       },
                     *       "tile": "P",
                     *       "discarded": [],
                     *       "placements": [
                     *         {
                     *           "x": 0,
                     *           "y": -1,
                     *           "rotation": 180
                     *         },
                     *         {
                     *           "x": 0,
                     *           "y": -1,
                     *           "rotation": 270
                     *         },
                     *         {
                     *           "x": -1,
                     *           "y": 0,
                     *           "rotation": 0
                     *         },
                     *         {
                     *           "x": -1,
                     *           "y": 0,
                     *           "rotation": 270
                     *         },
                     *         {
                     *           "x": 1,
                     *           "y": 0,
                     *           "rotation": 90
                     *         },
                     *         {
                     *           "x": 1,
                     *           "y": 0,
                     *           "rotation": 180
                     *         }
                     *       ],
                     *       "events": [
                     *         {
                     *           "type": "drawn",
                     *           "seat": 0,
                     *           "tile": "P",
                     *           "discarded": []
                     *         }
                     *       ],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 1,
                     *         "hash": "1111111111111111111111111111111111111111111111111111111111111111",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       }
                     *     }
                     */
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        /** @description null when the removals emptied the pile and ended the game; absent in the draft */
                        tile?: components["schemas"]["TileLetter"] | null;
                        /** @description Draft games: the tiles to choose from (the kept one first, then in reveal order); empty when the game ended */
                        display?: components["schemas"]["TileLetter"][];
                        discarded: components["schemas"]["TileLetter"][];
                        /** @description Every placement `place` accepts (in the draft, of every display tile, with its `tile`), as GET /games/{id}/legal lists them (empty when the draw ended the game) */
                        placements: components["schemas"]["Placement"][];
                        final?: components["schemas"]["ScoreEvent"][];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    placeTile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Strong ETag of the version this action is based on */
                "if-match"?: string;
                /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "x": 0,
                 *       "y": -1,
                 *       "rotation": 180
                 *     }
                 */
                "application/json": {
                    tile?: components["schemas"]["TileLetter"];
                    x: number;
                    y: number;
                    /** @enum {integer} */
                    rotation: 0 | 90 | 180 | 270;
                };
            };
        };
        responses: {
            /** @description The action was accepted and appended to the log as one entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": {
                     *         "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "status": "active",
                     *         "version": 2,
                     *         "options": {
                     *           "farmers": true
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 0,
                     *           "phase": "deploy",
                     *           "tile": "P",
                     *           "placed": {
                     *             "x": 0,
                     *             "y": -1,
                     *             "rotation": 180
                     *           }
                     *         },
                     *         "board": [
                     *           {
                     *             "x": 0,
                     *             "y": 0,
                     *             "tile": "D",
                     *             "rotation": 0
                     *           },
                     *           {
                     *             "x": 0,
                     *             "y": -1,
                     *             "tile": "P",
                     *             "rotation": 180
                     *           }
                     *         ],
                     *         "meeples": [],
                     *         "deck": {
                     *           "remaining": 70
                     *         },
                     *         "discarded": [],
                     *         "winners": [],
                     *         "deckSource": "seed",
                     *         "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "headHash": "2222222222222222222222222222222222222222222222222222222222222222",
                     *         "rulesVersion": "1.0.0"
                     *       },
                     *       "deployments": [
                     *         {
                     *           "at": "S",
                     *           "feature": "city"
                     *         },
                     *         {
                     *           "at": "W",
                     *           "feature": "road"
                     *         },
                     *         {
                     *           "at": "WNW",
                     *           "feature": "field"
                     *         },
                     *         {
                     *           "at": "WSW",
                     *           "feature": "field"
                     *         }
                     *       ],
                     *       "events": [
                     *         {
                     *           "type": "placed",
                     *           "seat": 0,
                     *           "x": 0,
                     *           "y": -1,
                     *           "tile": "P",
                     *           "rotation": 180
                     *         }
                     *       ],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 2,
                     *         "hash": "2222222222222222222222222222222222222222222222222222222222222222",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       }
                     *     }
                     */
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        /** @description Every segment of the placed tile that `deploy` accepts, as GET /games/{id}/legal lists them (empty when the seat has no meeple in supply) */
                        deployments: components["schemas"]["Deployment"][];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `ILLEGAL_PLACEMENT`: The drawn tile cannot go to this cell with this rotation: the cell is taken, touches no tile, or an edge does not match its neighbour.
             *
             *     `TILE_NOT_AVAILABLE`: The `place` or `reserve` names a tile the player does not have to choose from (the draft's display or leftovers), names none where several are offered, or differs from the drawn tile.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "ILLEGAL_PLACEMENT" | "TILE_NOT_AVAILABLE";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deployMeeple: {
        parameters: {
            query?: never;
            header?: {
                /** @description Strong ETag of the version this action is based on */
                "if-match"?: string;
                /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "at": "S"
                 *     }
                 */
                "application/json": {
                    at: components["schemas"]["Port"];
                };
            };
        };
        responses: {
            /** @description The action was accepted and appended to the log as one entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": {
                     *         "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "status": "active",
                     *         "version": 3,
                     *         "options": {
                     *           "farmers": true
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 6,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 0,
                     *           "phase": "score",
                     *           "tile": "P",
                     *           "placed": {
                     *             "x": 0,
                     *             "y": -1,
                     *             "rotation": 180
                     *           }
                     *         },
                     *         "board": [
                     *           {
                     *             "x": 0,
                     *             "y": 0,
                     *             "tile": "D",
                     *             "rotation": 0
                     *           },
                     *           {
                     *             "x": 0,
                     *             "y": -1,
                     *             "tile": "P",
                     *             "rotation": 180
                     *           }
                     *         ],
                     *         "meeples": [
                     *           {
                     *             "seat": 0,
                     *             "x": 0,
                     *             "y": -1,
                     *             "at": "S",
                     *             "feature": "city"
                     *           }
                     *         ],
                     *         "deck": {
                     *           "remaining": 70
                     *         },
                     *         "discarded": [],
                     *         "winners": [],
                     *         "deckSource": "seed",
                     *         "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "headHash": "3333333333333333333333333333333333333333333333333333333333333333",
                     *         "rulesVersion": "1.0.0"
                     *       },
                     *       "events": [
                     *         {
                     *           "type": "deployed",
                     *           "seat": 0,
                     *           "x": 0,
                     *           "y": -1,
                     *           "at": "S",
                     *           "feature": "city"
                     *         }
                     *       ],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 3,
                     *         "hash": "3333333333333333333333333333333333333333333333333333333333333333",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       }
                     *     }
                     */
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `NO_SUCH_SEGMENT`: The tile just placed has no segment at this port (or farmers are off and the port is on a field).
             *
             *     `FEATURE_OCCUPIED`: The feature this segment belongs to already holds a meeple (on this tile or another).
             *
             *     `NO_MEEPLES`: The seat has no meeple left in its supply.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "NO_SUCH_SEGMENT" | "FEATURE_OCCUPIED" | "NO_MEEPLES";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    redrawTile: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        tile: components["schemas"]["TileLetter"];
                        rejected: components["schemas"]["TileLetter"];
                        discarded: components["schemas"]["TileLetter"][];
                        /** @description Every placement `place` accepts for the new tile, as GET /games/{id}/legal lists them */
                        placements: components["schemas"]["Placement"][];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `NO_REDRAW`: A friendly redraw is not allowed now; `detail` says why: the game has none (option `redraws`), the seat has none left, it already redrew this turn, the pile is empty, or the drawn tile is a River tile.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "NO_REDRAW";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    undoPlacement: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        /** @description Every placement `place` accepts for the tile taken back, as GET /games/{id}/legal lists them */
                        placements: components["schemas"]["Placement"][];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `NO_UNDO`: The game was created with `options.undo: false` (a tournament game): a placement cannot be taken back.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "NO_UNDO";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    reserveTile: {
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
                    tile: components["schemas"]["TileLetter"];
                };
            };
        };
        responses: {
            /** @description The action was accepted and appended to the log as one entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        tile: components["schemas"]["TileLetter"];
                        putBack: components["schemas"]["TileLetter"];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.
             *
             *     `TILE_NOT_AVAILABLE`: The `place` or `reserve` names a tile the player does not have to choose from (the draft's display or leftovers), names none where several are offered, or differs from the drawn tile.
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED" | "TILE_NOT_AVAILABLE";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    scoreTurn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Strong ETag of the version this action is based on */
                "if-match"?: string;
                /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action was accepted and appended to the log as one entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": {
                     *         "id": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "status": "active",
                     *         "version": 4,
                     *         "options": {
                     *           "farmers": true
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 6,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 1,
                     *           "phase": "draw",
                     *           "tile": null,
                     *           "placed": null
                     *         },
                     *         "board": [
                     *           {
                     *             "x": 0,
                     *             "y": 0,
                     *             "tile": "D",
                     *             "rotation": 0
                     *           },
                     *           {
                     *             "x": 0,
                     *             "y": -1,
                     *             "tile": "P",
                     *             "rotation": 180
                     *           }
                     *         ],
                     *         "meeples": [
                     *           {
                     *             "seat": 0,
                     *             "x": 0,
                     *             "y": -1,
                     *             "at": "S",
                     *             "feature": "city"
                     *           }
                     *         ],
                     *         "deck": {
                     *           "remaining": 70
                     *         },
                     *         "discarded": [],
                     *         "winners": [],
                     *         "deckSource": "seed",
                     *         "deckCommitment": "50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c",
                     *         "headHash": "4444444444444444444444444444444444444444444444444444444444444444",
                     *         "rulesVersion": "1.0.0"
                     *       },
                     *       "scored": [],
                     *       "events": [],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 4,
                     *         "hash": "4444444444444444444444444444444444444444444444444444444444444444",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       }
                     *     }
                     */
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        scored: components["schemas"]["ScoreEvent"][];
                        final?: components["schemas"]["ScoreEvent"][];
                        events: components["schemas"]["GameEvent"][];
                        receipt: components["schemas"]["Receipt"];
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `WRONG_PHASE`: The action does not fit the turn's phase (draw, place, deploy, score, in that order; deploy may be skipped).
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "WRONG_PHASE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `VERSION_CONFLICT`: If-Match names another version than the game's current one (`version` in the problem): the game changed since you read it. */
            412: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VERSION_CONFLICT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    joinGame: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `GAME_NOT_FOUND`: No game has this id.
             *
             *     `INVALID_INVITE`: No seat of this game has this invitation code.
             */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND" | "INVALID_INVITE";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `SEAT_TAKEN`: The invitation was used already, or the game has no open seat left.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "SEAT_TAKEN";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resignSeat: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /**
             * @description `NOT_A_PLAYER`: A valid player token, but the player holds no seat of this game.
             *
             *     `NOT_YOUR_TURN`: A valid seat token, but another seat is to move (or the seat has resigned).
             */
            403: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PLAYER" | "NOT_YOUR_TURN";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled.
             *
             *     `GAME_NOT_STARTED`: A seat is still open: the game waits for its players to join.
             *
             *     `GAME_FINISHED`: The game is over: it takes no more actions.
             */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "GAME_NOT_STARTED" | "GAME_FINISHED";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    registerPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Registered; the token is shown only here */
            201: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description The URL of the created resource */
                    location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        player: components["schemas"]["Player"];
                        token: string;
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCurrentPlayer: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPlayerGames: {
        parameters: {
            query?: {
                /** @description waiting: a seat is still open (turn is null) */
                status?: "waiting" | "active" | "finished";
                turn?: "mine";
                /** @description Games per page */
                limit?: number;
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            id: string;
                            /**
                             * @description waiting: a seat is still open (turn is null)
                             * @enum {string}
                             */
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listLegalMoves: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The legal moves of the current phase (both lists empty in other phases) */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "placements": [],
                     *       "deployments": []
                     *     }
                     */
                    "application/json": {
                        /** @description In the draft: the placements of every display tile, each with its `tile` */
                        placements: components["schemas"]["Placement"][];
                        deployments: components["schemas"]["Deployment"][];
                    };
                };
            };
            /** @description Not modified: the representation named by If-None-Match is current */
            304: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listActions: {
        parameters: {
            query?: {
                /** @description Only the entries after this seq (-1: from entry 0, as without it) */
                after?: number;
                /** @description At most this many entries (without it: all of them) */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getStateAfterAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the client holds (a list, or *); a match is answered 304 without a body */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description Game id
                 * @example 3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73
                 */
                id: string;
                /** @example 2 */
                seq: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GameState right after that entry */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /**
             * @description `GAME_NOT_FOUND`: No game has this id.
             *
             *     `ACTION_NOT_FOUND`: The game's log has no entry with this seq: it is past the game's version.
             */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND" | "ACTION_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBoardPicture: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /**
             * @description `GAME_NOT_FOUND`: No game has this id.
             *
             *     `ACTION_NOT_FOUND`: The game's log has no entry with this seq: it is past the game's version.
             */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND" | "ACTION_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getTilePicture: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `TILE_NOT_FOUND`: No tile type has this letter (the types are A to X). */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TILE_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    streamGameEvents: {
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
            /** @description One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, undo, score, resign), `data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. A comment line `: keep-alive` is sent at least every 15 s. The stream closes after the entry that finishes the game. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description The stream is never cached */
                    "cache-control"?: "no-cache";
                    /** @description Tells nginx not to buffer the stream */
                    "x-accel-buffering"?: "no";
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    streamPlayerEvents: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description The stream is never cached */
                    "cache-control"?: "no-cache";
                    /** @description Tells nginx not to buffer the stream */
                    "x-accel-buffering"?: "no";
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhooks: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    registerWebhook: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `WEBHOOK_URL_REFUSED`: The webhook URL is not https, or its host is or resolves to a loopback, private, link-local, multicast or otherwise non-public address. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "WEBHOOK_URL_REFUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteWebhook: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `WEBHOOK_NOT_FOUND`: The player has no webhook with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            /** @description The event: its `id` in the body and Webhook-Id header */
                            eventId: string;
                            /** @enum {string} */
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750) */
                    "www-authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `WEBHOOK_NOT_FOUND`: The player has no webhook with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listTiles: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
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
                                /** @enum {string} */
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkLiveness: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /**
                         * @description The kind of database configured
                         * @enum {string}
                         */
                        database: "postgres" | "pglite";
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkReadiness: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        /**
                         * @description The kind of database configured
                         * @enum {string}
                         */
                        database: "postgres" | "pglite";
                        /** @description Migrations applied */
                        migrations: number;
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             *
             *     `MIGRATIONS_PENDING`: The database lacks migrations this server needs: it is not ready to serve.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE" | "MIGRATIONS_PENDING";
                    };
                };
            };
        };
    };
    exportGame: {
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
            /** @description The export document */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    verifyGame: {
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
            /** @description The checks */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `GAME_NOT_FOUND`: No game has this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    verifyExport: {
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
            /** @description The checks */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyReport"];
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still being handled. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify). */
            413: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /**
             * @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down.
             *
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written.
             */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listReceiptKeys: {
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
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
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
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProblemType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The code in lower case with dashes, e.g. `not-your-turn`
                 * @example not-your-turn
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem type */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description `public, max-age=86400` */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        /** @description This page: the `type` of the problems with this code */
                        type: string;
                        code: string;
                        status: number;
                        title: string;
                        /** @description When the service answers with this code */
                        meaning: string;
                        /** @description What the client should do */
                        action: string;
                    };
                };
            };
            /** @description `VALIDATION_ERROR`: The path, query, headers or body do not fit the operation's schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description `ROUTE_NOT_FOUND`: No operation has this method and path. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "ROUTE_NOT_FOUND";
                    };
                };
            };
            /** @description `TOO_MANY_REQUESTS`: More requests in the last minute than the limit of this client address or this token. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`: The server is shedding load or shutting down. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    "retry-after": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
}
