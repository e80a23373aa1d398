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
         * @description Returns the game and, once only, each seat's token, or for an open seat its single-use invitation code. While a seat is open the game is `waiting`. Colours are distinct (assigned in seat order when not given); `deck` gives the exact draw order and `seed` a reproducible shuffle (with a `deck` there is nothing to shuffle: the seed is not used); with neither, the server shuffles with a secret seed and publishes only its commitment.
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
         * @description The current GameState; a lesson game's (POST /lessons/{id}/games) also says whether the learner achieved the lesson's goal (`lesson`). Its ETag is `"<version>"`: If-None-Match with it answers 304 while the game is unchanged, and If-Match on a write refuses the write once it changed.
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
    "/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the lessons
         * @description The 13 lessons and 3 strategy positions of the lesson set, in order: POST /lessons/{id}/games starts one.
         */
        get: operations["listLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/{id}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a game at a lesson's position
         * @description Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`). Creates a two-seat game (Red, Blue) with the lesson's stacked deck, in which the server has played the lesson's scripted turns, each an ordinary log entry marked `by: "lesson"`, up to and including the learner's draw: the learner (`lesson.seat`, the seat to move) is in phase `place` with the lesson's tile. Answers like POST /games, with `lesson` saying what the lesson expects; GET /games/{id} then says whether it was achieved.
         */
        post: operations["createLessonGame"];
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
         * @description Phase `draw`. Gives the top tile of the pile; tiles that fit nowhere on the board are removed first and listed in `discarded`. When that empties the pile, the game ends: `tile` is null and the final scoring is in `final`. In the two-player draft it reveals the display instead (`display`, no `tile`): the kept leftover and tiles from the pile up to three, unplaceable ones removed; an empty display ends the game. With the River the draft starts after the river: River tiles are drawn one at a time as here (`tile`). With hands (variants.md 3) it removes the held tiles that fit nowhere (`discarded`) and replaces them from the pile (`drawn`), `tile` being null: the seat then places one of its tiles; an empty hand ends the turn, and the game when no seat holds a tile. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).
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
         * @description Phase `place`. Puts the drawn tile (in the draft the display tile named by `tile`, with hands the held tile named by `tile`) at (`x`, `y`) with `rotation` (degrees clockwise); the start tile is at (0, 0), `y` grows southwards. GET /games/{id}/legal lists every accepted placement. 422 `TILE_NOT_AVAILABLE` when `tile` is not one to choose from.
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
         * @description Phase `place`, by the active seat, in games created with `options.redraws` (variants.md 4). The drawn tile goes to the bottom of the pile (`deck.bottom`), and the next tile is drawn as `draw` does: tiles that fit nowhere are removed (`discarded`), which may bring the rejected tile itself back. The replacement must be played. A log entry of its own (`redraw`, event `redrawn`). Refused with 422 `NO_REDRAW` when the game has no redraws, the seat has none left, it already redrew this turn, the pile is empty or the drawn tile is a River tile; with 409 `WRONG_PHASE` outside phase `place`. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).
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
         * @description In phase `deploy` or `score`, by the active seat. A log entry of its own (`undo`, event `undone`). Answers the legal placements of the same tile, like draw. Refused with 422 `NO_UNDO` in games created with `options.undo: false`, with 409 `WRONG_PHASE` in phases `draw` and `place`, and with 403 `NOT_YOUR_TURN` once the turn is scored (it has passed on). Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).
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
         * @description Phase `deploy` or `score` (after placing, with or without a meeple). Scores the features the turn completed (`scored`; their meeples return to their owners) and passes the turn to the next seat. When the pile is empty the game ends, with the final scoring in `final`. With hands (variants.md 3) the seat then draws back to the hand size (`drawn`, in every `score` of such a game: empty during the river phase, the hand dealt to the seat when its turn ended the river phase), and the turn passes to the next seat holding tiles; the game ends when the pile and every hand are empty. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).
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
         * @description Appends a `resign` entry; also while seats are open (the seat then takes no turn). During the seat's own turn after drawing, the turn is first finished as a timeout would (the tile at the first legal placement unless placed, no further meeple, score), as entries of their own marked `by: resign`. The seat takes no more turns and cannot win; when one seat is left the game ends (final scoring in `final`). Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).
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
         * @description Every tile type in canonical orientation (rotation 0): the 24 of the base game (rules.md, `set: "base"`) and the 10 of the River (variants.md 1.3, `set: "river"`, with `role` spring for RA and lake for RL): edges, segments and their ports, counts.
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
         * @description Ready when the database answers within HEALTH_READY_TIMEOUT_MS, every migration is applied and the process holds its writer lock (without it the process does not write), or takes it within that time; not rate limited.
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
export interface webhooks {
    "your-turn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The your-turn event, POSTed to each of the player's webhooks that asked for it
         * @description Delivered at least once: a 2xx answer within 10 s ends the delivery; any other answer, or none, is retried after 5 s, then with doubling delays capped at one hour, for 24 hours. Every attempt carries the same body and Webhook-Id. Verify the signature as Standard Webhooks does: HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<Webhook-Id>.<Webhook-Timestamp>.<body>`.
         */
        post: operations["webhookYourTurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game-started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The game-started event, POSTed to each of the player's webhooks that asked for it
         * @description Delivered at least once: a 2xx answer within 10 s ends the delivery; any other answer, or none, is retried after 5 s, then with doubling delays capped at one hour, for 24 hours. Every attempt carries the same body and Webhook-Id. Verify the signature as Standard Webhooks does: HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<Webhook-Id>.<Webhook-Timestamp>.<body>`.
         */
        post: operations["webhookGameStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game-finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The game-finished event, POSTed to each of the player's webhooks that asked for it
         * @description Delivered at least once: a 2xx answer within 10 s ends the delivery; any other answer, or none, is retried after 5 s, then with doubling delays capped at one hour, for 24 hours. Every attempt carries the same body and Webhook-Id. Verify the signature as Standard Webhooks does: HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<Webhook-Id>.<Webhook-Timestamp>.<body>`.
         */
        post: operations["webhookGameFinished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description A tile type: its letter in rules.md (A to X), or its id in variants.md (the River: RA to RL); GET /tiles describes each
         * @enum {string}
         */
        TileLetter: "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "RA" | "RB" | "RC" | "RD" | "RE" | "RG" | "RH" | "RI" | "RK" | "RL";
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
            /**
             * @description ILLEGAL_PLACEMENT: why (an extension member, variants.md 0.2)
             * @enum {string}
             */
            reason?: "occupied" | "no-neighbour" | "edge-mismatch" | "outside-table" | "river-disconnected" | "river-u-turn";
            /**
             * @description DATABASE_UNAVAILABLE of a write whose connection to the database was lost after the write was sent: it may have been written (read before writing again, or retry with the same Idempotency-Key)
             * @enum {string}
             */
            outcome?: "unknown";
            errors?: {
                /** @description Where: the request part (body, querystring, params, headers) and the JSON pointer within it */
                path: string;
                message: string;
                /** @description The member concerned: one not allowed here, or a required one that is missing */
                property?: string;
            }[];
        };
        /** @description How a feature scored (scored events, and the scored and final lists of the turn answers) */
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
        GameState: {
            id: string;
            /**
             * @description waiting: a seat is still open (turn is null)
             * @enum {string}
             */
            status: "waiting" | "active" | "finished";
            /** @description seq of the last log entry; also the ETag */
            version: number;
            /** @description The variants of variants.md, every one echoed with its default filled in */
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
                /** @description The River opening, or null */
                river: {
                    /**
                     * @description The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)
                     * @enum {string}
                     */
                    startTile: "removed" | "shuffled";
                    /**
                     * @description no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only
                     * @enum {string}
                     */
                    turnRule: "no-repeat" | "clearance" | "none";
                } | null;
                /** @description The tile hand, or null (one drawn tile per turn) */
                hand: {
                    /** @description Tiles each seat holds */
                    size: number;
                    /** @description false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends */
                    visible: boolean;
                } | null;
                /** @description Friendly redraws per player (variants.md 4); 0: none */
                redraws: number;
                /** @description Limited table space, or null (unbounded) */
                table: {
                    minX: number;
                    maxX: number;
                    minY: number;
                    maxY: number;
                } | null;
                /** @description The two-player draft */
                draft: boolean;
                /** @description The tie-break chain; [] is a shared victory */
                tieBreak: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers")[];
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
                /**
                 * @description A bot seat: the server plays it with this strategy. Absent for a seat played by a person
                 * @enum {string}
                 */
                bot?: "random" | "greedy";
                /** @description Cities completed during play (not at final scoring) with this seat among those that scored them */
                citiesCompleted: number;
                /** @description Games with redraws: the friendly redraws this seat has left */
                redrawsLeft?: number;
                /** @description Games with hands: the seat's tiles in draw order. With private hands, shown only to the seat's own token (and to everyone once the game is finished) */
                hand?: components["schemas"]["TileLetter"][];
                /** @description Games with hands: how many tiles the seat holds (always shown) */
                handSize?: number;
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
                /** @description River tiles still in the pile, the lake included (0 without the River) */
                river: number;
                /** @description The tiles put back at the bottom of the pile (redraws, the draft) that are still in it, in pile order (public: everyone saw them); empty in other games */
                bottom: components["schemas"]["TileLetter"][];
            };
            /** @description Two-player draft games only (variants.md 6) */
            draft?: {
                /** @description The tiles revealed for the active seat (the kept one first, then in reveal order); once one is placed, the others, also once the game is finished */
                display: components["schemas"]["TileLetter"][];
                /** @description The leftover kept for the active seat, until its draw reveals the display */
                kept: components["schemas"]["TileLetter"] | null;
                /** @description Phase `reserve`: the two tiles the last turn left, one to keep */
                leftovers: components["schemas"]["TileLetter"][];
            };
            /** @description Games with the River: where it stands (derived from the board); null otherwise */
            river: {
                /** @description The River tile whose river end is open and the side where the river leaves it; null once the lake is placed */
                open: {
                    x: number;
                    y: number;
                    /** @enum {string} */
                    edge: "N" | "E" | "S" | "W";
                } | null;
                /** @description How the last River tile placed turned (straight for the spring); null once the lake is placed */
                lastTurn: ("left" | "right" | "straight") | null;
            } | null;
            discarded: components["schemas"]["TileLetter"][];
            /** @description Once finished: the seats with the highest total, after the tie-break chain if any; resigned and open seats never win (a game that ended while seats were open has none) */
            winners: number[];
            /** @description Once finished with a shared highest total and a tie-break chain: how the winners were decided; null otherwise */
            tieBreak: {
                /** @description The seats that shared the highest total */
                tied: number[];
                /** @description The criterion that left one winner; null when the chain ended with several */
                decidedBy: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers") | null;
                /** @description Each tied seat's value of every criterion of the chain */
                values: {
                    seat: number;
                    landscapeFollowers?: number;
                    citiesCompleted?: number;
                    supplyFollowers?: number;
                }[];
            } | null;
            /** @enum {string} */
            deckSource: "server" | "seed" | "stacked";
            /** @description sha256 hex of the server's shuffle seed, or of the canonical JSON {"salt","seed"} of a client's seed or {"deck","salt"} of a stacked deck (docs/AUDIT.md) */
            deckCommitment: string | null;
            /** @description The shuffle seed, revealed once the game is finished */
            seed?: string;
            /** @description A stacked deck, revealed once the game is finished */
            stackedDeck?: components["schemas"]["TileLetter"][];
            /** @description The salt of the commitment of a stacked deck or a client's seed, revealed once the game is finished */
            deckSalt?: string;
            /** @description Hash of the newest log entry */
            headHash: string;
            rulesVersion: string;
            /** @description GET /games/{id} of a game created by POST /lessons/{id}/games: its lesson, and whether the learner achieved the goal */
            lesson?: {
                id: string;
                title: string;
                goal: string;
                /** @description The learner's seat */
                seat: number;
                /** @description null until the learner's turn (the first not played by the lesson) is scored; then whether that turn achieved the goal */
                achieved: boolean | null;
            };
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
        /** @description A seat was filled (join) */
        JoinedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "joined";
            seat: number;
            /** @description The name the seat took */
            name: string;
        };
        /** @description A seat resigned: it takes no more turns and cannot win */
        ResignedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resigned";
            seat: number;
            /**
             * @description Only when the clock resigned the seat (too many timeouts in a row)
             * @enum {string}
             */
            by?: "clock";
        };
        /** @description The seat drew a tile; tiles with no legal place were discarded first */
        DrawnEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "drawn";
            seat: number;
            /** @description null when the pile ran out while discarding */
            tile: components["schemas"]["TileLetter"] | null;
            discarded: components["schemas"]["TileLetter"][];
        };
        /** @description A friendly redraw (variants.md 4): the drawn tile went to the bottom of the pile and another was drawn */
        RedrawnEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redrawn";
            seat: number;
            tile: components["schemas"]["TileLetter"];
            rejected: components["schemas"]["TileLetter"];
            /** @description Tiles with no legal place removed on the way */
            discarded: components["schemas"]["TileLetter"][];
        };
        /** @description The two-player draft's draw (variants.md 6): the display revealed for the seat */
        RevealedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "revealed";
            seat: number;
            /** @description The tiles to choose from (the kept one first, then in reveal order); empty when the game ended */
            display: components["schemas"]["TileLetter"][];
            /** @description Tiles with no legal place removed on the way */
            discarded: components["schemas"]["TileLetter"][];
            /** @description The tiles taken off the pile, in pile order */
            fromPile: components["schemas"]["TileLetter"][];
        };
        /** @description The two-player draft's reserve: the seat kept one leftover for its display */
        ReservedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reserved";
            seat: number;
            tile: components["schemas"]["TileLetter"];
            putBack: components["schemas"]["TileLetter"];
        };
        /** @description Hands (variants.md 3): the seat's hand refilled, at its draw (unplaceable held tiles replaced) or after its score (back to the hand size) */
        RefilledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "refilled";
            seat: number;
            /** @description Held tiles with no legal place, removed */
            discarded: components["schemas"]["TileLetter"][];
            /** @description The pile's tiles that stayed in the hand */
            drawn: (components["schemas"]["TileLetter"] | null)[];
            /** @description Every tile taken off the pile, in pile order (the discarded ones included) */
            fromPile: (components["schemas"]["TileLetter"] | null)[];
        };
        /** @description Hands with the River (variants.md 3 and 8): the hands dealt when the river phase ended */
        DealtEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dealt";
            /** @description The seat dealt first (the one whose turn came next); each seat in turn from it took its tiles from the top of the pile */
            from: number;
            /** @description The tiles dealt, by seat (empty for a resigned seat); with private hands, only the viewer's own are named */
            hands: (components["schemas"]["TileLetter"] | null)[][];
            /** @description River tiles with no legal place that the draw removed just before the deal (the river phase ended inside it); empty when a score ended it */
            discarded: components["schemas"]["TileLetter"][];
        };
        /** @description The seat placed its tile */
        PlacedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placed";
            seat: number;
            tile: components["schemas"]["TileLetter"];
            x: number;
            y: number;
            /** @enum {integer} */
            rotation: 0 | 90 | 180 | 270;
        };
        /** @description An undo took back the placement of the tile, and the meeple deployed on it if any */
        UndoneEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "undone";
            seat: number;
            tile: components["schemas"]["TileLetter"];
            x: number;
            y: number;
            /** @enum {integer} */
            rotation: 0 | 90 | 180 | 270;
            at?: components["schemas"]["Port"];
        };
        /** @description The seat put a meeple on a segment of the tile it placed */
        DeployedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deployed";
            seat: number;
            x: number;
            y: number;
            at: components["schemas"]["Port"];
            /** @enum {string} */
            feature: "road" | "city" | "monastery" | "field";
        };
        /** @description A feature scored: at the end of a turn, or in the final scoring */
        ScoredEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scored";
            /** @enum {string} */
            stage: "turn" | "final";
            score: components["schemas"]["ScoreEvent"];
        };
        /** @description The game ended */
        EndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ended";
            winners: number[];
            /** @description Final scores by seat */
            scores: number[];
        };
        /** @description One thing an accepted action did, as the engine reported it; `type` says which */
        GameEvent: components["schemas"]["JoinedEvent"] | components["schemas"]["ResignedEvent"] | components["schemas"]["DrawnEvent"] | components["schemas"]["RedrawnEvent"] | components["schemas"]["RevealedEvent"] | components["schemas"]["ReservedEvent"] | components["schemas"]["RefilledEvent"] | components["schemas"]["DealtEvent"] | components["schemas"]["PlacedEvent"] | components["schemas"]["UndoneEvent"] | components["schemas"]["DeployedEvent"] | components["schemas"]["ScoredEvent"] | components["schemas"]["EndedEvent"];
        /** @description Entry 0: the public setup (a server-shuffled or stacked pile only by its commitment) */
        CreateEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "create";
            seat: null;
            payload: {
                players: ({
                    name: string;
                    color: components["schemas"]["Color"];
                    /**
                     * @description A bot seat
                     * @enum {string}
                     */
                    bot?: "random" | "greedy";
                } | {
                    /** @enum {boolean} */
                    open: true;
                    color: components["schemas"]["Color"];
                })[];
                /** @description As the service keeps them: a variant only when chosen */
                options: {
                    farmers: boolean;
                    clock?: {
                        turnSeconds: number;
                        maxTimeouts: number;
                    };
                    /** @enum {boolean} */
                    undo?: false;
                    river?: {
                        /**
                         * @description The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)
                         * @enum {string}
                         */
                        startTile: "removed" | "shuffled";
                        /**
                         * @description no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only
                         * @enum {string}
                         */
                        turnRule: "no-repeat" | "clearance" | "none";
                    };
                    /** @description Inclusive bounds in board cells; minX <= 0 <= maxX and minY <= 0 <= maxY (the start tile lies inside) */
                    table?: {
                        minX: number;
                        maxX: number;
                        minY: number;
                        maxY: number;
                    };
                    tieBreak?: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers")[];
                    redraws?: number;
                    /** @enum {boolean} */
                    draft?: true;
                    hand?: {
                        /** @description Tiles each seat holds */
                        size: number;
                        /** @description false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends */
                        visible: boolean;
                    };
                };
                /** @description A stacked deck, in games recorded before stacked decks were kept secret */
                deck?: components["schemas"]["TileLetter"][];
                /** @description A client's seed, in games created before client seeds were kept secret */
                seed?: string;
                /** @description Lesson games only: the lesson the game was created from (POST /lessons/{id}/games) */
                lesson?: string;
            };
            result: {
                /** @enum {string} */
                deckSource: "server" | "seed" | "stacked";
                /** @description null for a deck stacked in entry 0 (older games) */
                deckCommitment: string | null;
                /** @description Games with hands: the deal, every seat's hand by seat (private hands: only the viewer's own tiles) */
                hands?: (components["schemas"]["TileLetter"] | null)[][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description A join filled an open seat (the payload names the seat too) */
        JoinEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "join";
            /** @description The acting seat */
            seat: number;
            payload: {
                seat: number;
                name: string;
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat drew */
        DrawEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "draw";
            /** @description The acting seat */
            seat: number;
            payload: {
                /**
                 * @description clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn
                 * @enum {string}
                 */
                by?: "clock" | "resign" | "bot" | "lesson";
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat placed the drawn tile */
        PlaceEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "place";
            /** @description The acting seat */
            seat: number;
            payload: {
                tile?: components["schemas"]["TileLetter"];
                x: number;
                y: number;
                /** @enum {integer} */
                rotation: 0 | 90 | 180 | 270;
                /**
                 * @description clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn
                 * @enum {string}
                 */
                by?: "clock" | "resign" | "bot" | "lesson";
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat deployed a meeple */
        DeployEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deploy";
            /** @description The acting seat */
            seat: number;
            payload: {
                at: components["schemas"]["Port"];
                /**
                 * @description clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn
                 * @enum {string}
                 */
                by?: "clock" | "resign" | "bot" | "lesson";
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The turn was scored and passed on, or the game ended (after the last turn of a seat that resigns, its resign entry ends it) */
        ScoreEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "score";
            /** @description The acting seat */
            seat: number;
            payload: {
                /**
                 * @description clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn
                 * @enum {string}
                 */
                by?: "clock" | "resign" | "bot" | "lesson";
                /**
                 * @description The game's last turn, finished for a seat that resigns next (by: resign, or the clock's last timeout): the resign entry that follows ends the game
                 * @enum {boolean}
                 */
                resignFollows?: true;
                /**
                 * @description As earlier versions recorded such a last turn: the seat resigns with this score, which ends the game
                 * @enum {boolean}
                 */
                resigns?: true;
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat took back its turn's placement */
        UndoEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "undo";
            /** @description The acting seat */
            seat: number;
            payload: Record<string, never>;
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat rejected the drawn tile and drew another (friendly redraw) */
        RedrawEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redraw";
            /** @description The acting seat */
            seat: number;
            payload: Record<string, never>;
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description The seat kept one of the two leftover tiles (two-player draft) */
        ReserveEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reserve";
            /** @description The acting seat */
            seat: number;
            payload: {
                tile: components["schemas"]["TileLetter"];
                /**
                 * @description clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn
                 * @enum {string}
                 */
                by?: "clock" | "resign" | "bot" | "lesson";
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description A seat resigned */
        ResignEntry: {
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resign";
            /** @description The acting seat */
            seat: number;
            payload: {
                /**
                 * @description Only when the clock resigned the seat
                 * @enum {string}
                 */
                by?: "clock";
            };
            /** @description What the action did */
            result: {
                events: components["schemas"]["GameEvent"][];
                /** @description Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end) */
                private?: string;
            };
            rulesVersion: string;
            /** @description sha256 hex over the previous hash and this entry (docs/AUDIT.md) */
            hash: string;
            /** Format: date-time */
            at: string;
        };
        /** @description One entry of the action log, as GET /games/{id}/actions shows it and GET /games/{id}/export exports it; `type` says which */
        LogEntry: components["schemas"]["CreateEntry"] | components["schemas"]["JoinEntry"] | components["schemas"]["DrawEntry"] | components["schemas"]["PlaceEntry"] | components["schemas"]["DeployEntry"] | components["schemas"]["ScoreEntry"] | components["schemas"]["UndoEntry"] | components["schemas"]["RedrawEntry"] | components["schemas"]["ReserveEntry"] | components["schemas"]["ResignEntry"];
        /** @description A log entry submitted for verification: a LogEntry, typed loosely so that a malformed one is reported by the checks */
        SubmittedEntry: {
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
            /** @description As the service keeps them: a variant only when chosen */
            options: {
                farmers: boolean;
                clock?: {
                    turnSeconds: number;
                    maxTimeouts: number;
                };
                /** @enum {boolean} */
                undo?: false;
                river?: {
                    /**
                     * @description The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)
                     * @enum {string}
                     */
                    startTile: "removed" | "shuffled";
                    /**
                     * @description no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only
                     * @enum {string}
                     */
                    turnRule: "no-repeat" | "clearance" | "none";
                };
                /** @description Inclusive bounds in board cells; minX <= 0 <= maxX and minY <= 0 <= maxY (the start tile lies inside) */
                table?: {
                    minX: number;
                    maxX: number;
                    minY: number;
                    maxY: number;
                };
                tieBreak?: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers")[];
                redraws?: number;
                /** @enum {boolean} */
                draft?: true;
                hand?: {
                    /** @description Tiles each seat holds */
                    size: number;
                    /** @description false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends */
                    visible: boolean;
                };
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
            /** @description sha256 hex of the shuffle seed (with its salt for a client's seed) or of the stacked deck and its salt; null for a deck stacked in entry 0 (older games) */
            deckCommitment: string | null;
            /** @description The shuffle seed, once the game is finished (a client's seed is also in entry 0 of older games) */
            seed?: string;
            /** @description A stacked deck, once the game is finished */
            stackedDeck?: string[];
            /** @description The salt of the commitment of a stacked deck or a client's seed, once the game is finished */
            deckSalt?: string;
            /** @description Hash of the last log entry */
            headHash: string;
            /** @description The whole action log, oldest first */
            log: components["schemas"]["LogEntry"][];
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
            /** @description As the service keeps them: a variant only when chosen */
            options: {
                farmers: boolean;
                clock?: {
                    turnSeconds: number;
                    maxTimeouts: number;
                };
                /** @enum {boolean} */
                undo?: false;
                river?: {
                    /**
                     * @description The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)
                     * @enum {string}
                     */
                    startTile: "removed" | "shuffled";
                    /**
                     * @description no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only
                     * @enum {string}
                     */
                    turnRule: "no-repeat" | "clearance" | "none";
                };
                /** @description Inclusive bounds in board cells; minX <= 0 <= maxX and minY <= 0 <= maxY (the start tile lies inside) */
                table?: {
                    minX: number;
                    maxX: number;
                    minY: number;
                    maxY: number;
                };
                tieBreak?: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers")[];
                redraws?: number;
                /** @enum {boolean} */
                draft?: true;
                hand?: {
                    /** @description Tiles each seat holds */
                    size: number;
                    /** @description false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends */
                    visible: boolean;
                };
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
            /** @description sha256 hex of the shuffle seed (with its salt for a client's seed) or of the stacked deck and its salt; null for a deck stacked in entry 0 (older games) */
            deckCommitment: string | null;
            /** @description The shuffle seed, once the game is finished (a client's seed is also in entry 0 of older games) */
            seed?: string;
            /** @description A stacked deck, once the game is finished */
            stackedDeck?: string[];
            /** @description The salt of the commitment of a stacked deck or a client's seed, once the game is finished */
            deckSalt?: string;
            /** @description Hash of the last log entry */
            headHash: string;
            /** @description The whole action log, oldest first */
            log: components["schemas"]["SubmittedEntry"][];
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
        /** @description It became the move of a seat the player holds */
        YourTurnData: {
            /** @description The game */
            gameId: string;
            /** @description The entry after which it became that seat's move */
            seq: number;
            seat: number;
            /**
             * Format: date-time
             * @description When the turn times out (ISO time), or null without a clock
             */
            deadline: string | null;
        };
        /** @description A game where the player holds a seat started (at creation, or when the last open seat was joined) */
        GameStartedData: {
            /** @description The game */
            gameId: string;
        };
        /** @description A game where the player holds a seat finished */
        GameFinishedData: {
            /** @description The game */
            gameId: string;
            /** @description The winning seats (resigned and open seats never win; none when a game ended while seats were open) */
            winners: number[];
            /** @description The final score of each seat, by seat */
            scores: number[];
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                        /** @description The River opening (variants.md 1): the spring RA starts the board, the 10 middle River tiles come shuffled, then the lake RL, then the land tiles. `{}` takes the defaults (startTile removed, turnRule no-repeat); null or absent: no River */
                        river?: {
                            /**
                             * @description The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)
                             * @enum {string}
                             */
                            startTile?: "removed" | "shuffled";
                            /**
                             * @description no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only
                             * @enum {string}
                             */
                            turnRule?: "no-repeat" | "clearance" | "none";
                        } | null;
                        /** @description Limited table space (variants.md 5): placements outside are illegal (reason outside-table); null or absent: unbounded */
                        table?: {
                            minX: number;
                            maxX: number;
                            minY: number;
                            maxY: number;
                        } | null;
                        /**
                         * @description Tie-break options (variants.md 7): an ordered subset of the criteria, no repeats, compared among the seats sharing the highest total; [] (the default) is a shared victory. The rulebook chain is ["landscapeFollowers", "citiesCompleted", "supplyFollowers"]
                         * @default []
                         */
                        tieBreak?: ("landscapeFollowers" | "citiesCompleted" | "supplyFollowers")[];
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
                        /** @description The three-tile hand (variants.md 3): every seat holds `size` tiles (default 3), places one of them (`place {tile, ...}`) and draws back to `size` when it scores; held tiles that fit nowhere are removed at its draw. `visible: false` (default true) makes hands private. `{}` takes the defaults; null or absent: one drawn tile per turn. Not with redraws or the draft */
                        hand?: {
                            /** @description Tiles each seat holds */
                            size?: number;
                            /** @description false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends */
                            visible?: boolean;
                        } | null;
                    };
                    /** @description Exact draw order after the start tile (after the spring with the River: middle River tiles, then at most one lake RL, then land tiles) */
                    deck?: components["schemas"]["TileLetter"][];
                    /** @description Makes the shuffle reproducible (any string, the empty one included); not used with `deck`, which fixes the order itself. Secret like the server's own seed: while the game runs only a salted commitment to it is public; it is revealed when the game ends */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *           "farmers": true,
                     *           "river": null,
                     *           "hand": null,
                     *           "redraws": 0,
                     *           "table": null,
                     *           "draft": false,
                     *           "tieBreak": []
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
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
                     *           "remaining": 71,
                     *           "river": 0,
                     *           "bottom": []
                     *         },
                     *         "river": null,
                     *         "discarded": [],
                     *         "winners": [],
                     *         "tieBreak": null,
                     *         "deckSource": "seed",
                     *         "deckCommitment": "86ab340b78911ffa43311b3a74475a934eefbaa347ebdf1f5f3550ff4397ff45",
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *         "farmers": true,
                     *         "river": null,
                     *         "hand": null,
                     *         "redraws": 0,
                     *         "table": null,
                     *         "draft": false,
                     *         "tieBreak": []
                     *       },
                     *       "players": [
                     *         {
                     *           "seat": 0,
                     *           "name": "Ada",
                     *           "color": "red",
                     *           "score": 0,
                     *           "meeples": 6,
                     *           "resigned": false,
                     *           "timeouts": 0,
                     *           "citiesCompleted": 0
                     *         },
                     *         {
                     *           "seat": 1,
                     *           "name": "Bo",
                     *           "color": "blue",
                     *           "score": 0,
                     *           "meeples": 7,
                     *           "resigned": false,
                     *           "timeouts": 0,
                     *           "citiesCompleted": 0
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
                     *         "remaining": 70,
                     *         "river": 0,
                     *         "bottom": []
                     *       },
                     *       "river": null,
                     *       "discarded": [],
                     *       "winners": [],
                     *       "tieBreak": null,
                     *       "deckSource": "seed",
                     *       "deckCommitment": "86ab340b78911ffa43311b3a74475a934eefbaa347ebdf1f5f3550ff4397ff45",
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
    listLessons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lessons": [
                     *         {
                     *           "id": "01-place-a-tile-and-a-meeple",
                     *           "title": "Place a tile and a meeple",
                     *           "goal": "Rotate the city cap, connect it to the starting city, then place a knight to score 4.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "02-occupancy-and-return",
                     *           "title": "Occupancy and return",
                     *           "goal": "Close an occupied city: no extra knight may be deployed. Confirm to score 4 and return the original knight.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "03-close-a-road",
                     *           "title": "Close a road",
                     *           "goal": "Rotate the road-ending monastery to close the road, then confirm for 2.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "04-eight-neighbors-of-a-monastery",
                     *           "title": "Eight neighbors of a monastery",
                     *           "goal": "Fill the last surrounding space to score 9 and return the monk.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "05-final-field-scoring",
                     *           "title": "Final field scoring",
                     *           "goal": "Complete the city with the final tile; the farmer scores 3 for this distinct completed city.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "06-tied-majority",
                     *           "title": "Tied majority",
                     *           "goal": "Merge three cities; no new meeple may enter the occupied city. Confirm for 8 each.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "07-meeple-majority",
                     *           "title": "Meeple majority",
                     *           "goal": "Red already has two knights in one city. Join blue’s city and resolve 10 versus 0; all knights return.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "08-coat-of-arms",
                     *           "title": "Coat of arms",
                     *           "goal": "Complete a three-tile city with one coat of arms to score 8.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "09-unfinished-features",
                     *           "title": "Unfinished features",
                     *           "goal": "Place the final tile and score unfinished city, road and monastery: 3+1+4=8.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "10-field-counting",
                     *           "title": "Field counting",
                     *           "goal": "Place the last tile: repeated contact with one city counts once; unfinished cities do not count.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "11-no-meeples-left",
                     *           "title": "No meeples left",
                     *           "goal": "With 0 in supply, complete your city: skip deployment first, then score 4 and recover 1 meeple.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "12-match-every-edge",
                     *           "title": "Match every edge",
                     *           "goal": "Rotate the starting-pattern tile into the gap, matching both city and road. Try 180° to see why it is rejected.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "13-unplaceable-tile",
                     *           "title": "Unplaceable tile",
                     *           "goal": "Place the monastery so that the four-sided city drawn next has no legal position: it is removed and a city cap drawn instead.",
                     *           "kind": "lesson"
                     *         },
                     *         {
                     *           "id": "14-close-or-leave-open",
                     *           "title": "Close or leave open",
                     *           "goal": "Same city cap: close for 4 and recover the knight (placing elsewhere scores 0 now and leaves the knight committed). Secure the 4.",
                     *           "kind": "strategy"
                     *         },
                     *         {
                     *           "id": "15-final-knight-or-farmer",
                     *           "title": "Final knight or farmer",
                     *           "goal": "Same final tile and 7 available meeples: complete the shield city and deploy the meeple that scores more, a knight (8) or a farmer (3).",
                     *           "kind": "strategy"
                     *         },
                     *         {
                     *           "id": "16-final-monk-or-farmer",
                     *           "title": "Final monk or farmer",
                     *           "goal": "Same final monastery: a monk scores 4 with 3 surrounding tiles, a farmer 3 for one completed city. Take the 4.",
                     *           "kind": "strategy"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        lessons: {
                            /** @description Stable: `01-place-a-tile-and-a-meeple` ... `16-final-monk-or-farmer` */
                            id: string;
                            title: string;
                            /** @description What the learner's turn should achieve */
                            goal: string;
                            /**
                             * @description One of the 13 lessons, or one of the 3 strategy positions
                             * @enum {string}
                             */
                            kind: "lesson" | "strategy";
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
    createLessonGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A lesson id from GET /lessons (404 LESSON_NOT_FOUND otherwise)
                 * @example 01-place-a-tile-and-a-meeple
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created at the lesson's position; the seat tokens are shown only here */
            201: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *         "version": 1,
                     *         "options": {
                     *           "farmers": true,
                     *           "river": null,
                     *           "hand": null,
                     *           "redraws": 0,
                     *           "table": null,
                     *           "draft": false,
                     *           "tieBreak": []
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Red",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Blue",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           }
                     *         ],
                     *         "turn": {
                     *           "seat": 0,
                     *           "phase": "place",
                     *           "tile": "E",
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
                     *           "remaining": 1,
                     *           "river": 0,
                     *           "bottom": []
                     *         },
                     *         "river": null,
                     *         "discarded": [],
                     *         "winners": [],
                     *         "tieBreak": null,
                     *         "deckSource": "stacked",
                     *         "deckCommitment": "9c3f5e0d2b7a41e68f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d",
                     *         "headHash": "1111111111111111111111111111111111111111111111111111111111111111",
                     *         "rulesVersion": "1.0.0",
                     *         "lesson": {
                     *           "id": "01-place-a-tile-and-a-meeple",
                     *           "title": "Place a tile and a meeple",
                     *           "goal": "Rotate the city cap, connect it to the starting city, then place a knight to score 4.",
                     *           "seat": 0,
                     *           "achieved": null
                     *         }
                     *       },
                     *       "seats": [
                     *         {
                     *           "seat": 0,
                     *           "name": "Red",
                     *           "color": "red",
                     *           "token": "dgbQPEcevLWziI2rCjqE7LcsXqW8i-V1ALU4SlD0A3Q"
                     *         },
                     *         {
                     *           "seat": 1,
                     *           "name": "Blue",
                     *           "color": "blue",
                     *           "token": "2ujilSKXdfrbQoGqukLD0S7OD227aZf_yP4bYHjNzOk"
                     *         }
                     *       ],
                     *       "receipt": {
                     *         "gameId": "3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73",
                     *         "seq": 1,
                     *         "hash": "1111111111111111111111111111111111111111111111111111111111111111",
                     *         "kid": "_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU",
                     *         "signature": "1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA"
                     *       },
                     *       "lesson": {
                     *         "id": "01-place-a-tile-and-a-meeple",
                     *         "title": "Place a tile and a meeple",
                     *         "goal": "Rotate the city cap, connect it to the starting city, then place a knight to score 4.",
                     *         "seat": 0
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
                        lesson: {
                            /** @description Stable: `01-place-a-tile-and-a-meeple` ... `16-final-monk-or-farmer` */
                            id: string;
                            title: string;
                            goal: string;
                            /** @description The learner's seat */
                            seat: number;
                        };
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
            /** @description `LESSON_NOT_FOUND`: No lesson has this id. */
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
                        code?: "LESSON_NOT_FOUND";
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
                    etag?: string;
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: components["schemas"]["GameState"];
                        /** @description null when the removals emptied the pile and ended the game; absent in the draft once the River tiles (if any) are drawn */
                        tile?: components["schemas"]["TileLetter"] | null;
                        /** @description Draft games: the tiles to choose from (the kept one first, then in reveal order); empty when the game ended */
                        display?: components["schemas"]["TileLetter"][];
                        discarded: components["schemas"]["TileLetter"][];
                        /** @description Games with hands: the tiles from the pile that entered the hand and stayed there, in draw order */
                        drawn?: components["schemas"]["TileLetter"][];
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *           "farmers": true,
                     *           "river": null,
                     *           "hand": null,
                     *           "redraws": 0,
                     *           "table": null,
                     *           "draft": false,
                     *           "tieBreak": []
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
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
                     *           "remaining": 70,
                     *           "river": 0,
                     *           "bottom": []
                     *         },
                     *         "river": null,
                     *         "discarded": [],
                     *         "winners": [],
                     *         "tieBreak": null,
                     *         "deckSource": "seed",
                     *         "deckCommitment": "86ab340b78911ffa43311b3a74475a934eefbaa347ebdf1f5f3550ff4397ff45",
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `ILLEGAL_PLACEMENT`: The drawn tile cannot go to this cell with this rotation. The extension member `reason` says why: `occupied` (the cell is taken), `no-neighbour` (it touches no tile), `edge-mismatch` (an edge does not match its neighbour), `outside-table` (outside the limited table), `river-disconnected` (a River tile that does not continue the river), `river-u-turn` (the River's turn rule refuses the turn).
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *           "farmers": true,
                     *           "river": null,
                     *           "hand": null,
                     *           "redraws": 0,
                     *           "table": null,
                     *           "draft": false,
                     *           "tieBreak": []
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 6,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
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
                     *           "remaining": 70,
                     *           "river": 0,
                     *           "bottom": []
                     *         },
                     *         "river": null,
                     *         "discarded": [],
                     *         "winners": [],
                     *         "tieBreak": null,
                     *         "deckSource": "seed",
                     *         "deckCommitment": "86ab340b78911ffa43311b3a74475a934eefbaa347ebdf1f5f3550ff4397ff45",
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `NO_SUCH_SEGMENT`: The tile just placed has no segment at this port, or the port is on the river (never claimed), or farmers are off and the port is on a field.
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                     *           "farmers": true,
                     *           "river": null,
                     *           "hand": null,
                     *           "redraws": 0,
                     *           "table": null,
                     *           "draft": false,
                     *           "tieBreak": []
                     *         },
                     *         "players": [
                     *           {
                     *             "seat": 0,
                     *             "name": "Ada",
                     *             "color": "red",
                     *             "score": 0,
                     *             "meeples": 6,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
                     *           },
                     *           {
                     *             "seat": 1,
                     *             "name": "Bo",
                     *             "color": "blue",
                     *             "score": 0,
                     *             "meeples": 7,
                     *             "resigned": false,
                     *             "timeouts": 0,
                     *             "citiesCompleted": 0
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
                     *           "remaining": 70,
                     *           "river": 0,
                     *           "bottom": []
                     *         },
                     *         "river": null,
                     *         "discarded": [],
                     *         "winners": [],
                     *         "tieBreak": null,
                     *         "deckSource": "seed",
                     *         "deckCommitment": "86ab340b78911ffa43311b3a74475a934eefbaa347ebdf1f5f3550ff4397ff45",
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
                        /** @description Games with hands: the tiles from the pile that entered the hand and stayed there, in draw order */
                        drawn?: components["schemas"]["TileLetter"][];
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
                    /** @description The invitation code of an open seat (single use; a used one gets 409 SEAT_TAKEN); a string that is no code of this game gets 404 INVALID_INVITE */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "SEAT_TAKEN" | "GAME_FINISHED";
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*` */
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
            /** @description Resigned */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                        code?: "IDEMPOTENCY_KEY_IN_USE" | "GAME_FINISHED";
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description `mine`: only games where it is this player's move */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                        /** @description In the draft and with hands: the placements of every tile to choose from, each with its `tile`. With private hands, shown only to the active seat's token (empty for other readers: they would name its tiles) */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /**
                 * @description The log entry after which the state is rebuilt (404 ACTION_NOT_FOUND past the last one)
                 * @example 2
                 */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                /** @description A tile type: A to X, or a River tile RA to RL (404 TILE_NOT_FOUND otherwise) */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
            /** @description One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, undo, score, resign), `data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. A comment line `: keep-alive` is sent at least every 15 s. The stream closes after the entry that finishes the game. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Weak validator of the stream as it starts (`W/"<version>-after<seq>"`, with `-seat<N>` before `-after` for a seat's view of a game with private hands): sent back in If-None-Match, it is answered 304 while no entry was appended since */
                    etag?: string;
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
            /** @description Not modified: the representation named by If-None-Match is current */
            304: {
                headers: {
                    "x-request-id": components["headers"]["X-Request-Id"];
                    "ratelimit-limit": components["headers"]["RateLimit-Limit"];
                    "ratelimit-remaining": components["headers"]["RateLimit-Remaining"];
                    "ratelimit-reset": components["headers"]["RateLimit-Reset"];
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written */
                    "idempotent-replayed"?: "true";
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `WEBHOOK_URL_REFUSED`: The webhook URL is not https, or its host is or resolves to a loopback, private, link-local, multicast or otherwise non-public address.
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
                        code?: "IDEMPOTENCY_KEY_REUSED" | "WEBHOOK_URL_REFUSED";
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                            /**
                             * @description The tile set: the base game, or the River (used only by games with the River option)
                             * @enum {string}
                             */
                            set: "base" | "river";
                            /**
                             * @description The River's first tile (RA, at (0, 0)) and last (RL)
                             * @enum {string}
                             */
                            role?: "spring" | "lake";
                            count: number;
                            /** @description N, E, S, W */
                            edges: ("C" | "R" | "F" | "W")[];
                            segments: {
                                /**
                                 * @description river: never claimed, never scored
                                 * @enum {string}
                                 */
                                feature: "road" | "city" | "monastery" | "field" | "river";
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
                        /**
                         * @description `sole`: no other process writes this database (the embedded database always), so reads need not ask it for a game's version once a grace (the pool wait and the statement timeout) has passed; `shared`: other processes may write it
                         * @enum {string}
                         */
                        writer: "sole" | "shared";
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
                    /** @description Strong validator of this representation (a game's is `"<version>"`, a seat's view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json` (an empty body of any type counts as no body). */
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
             *     `DATABASE_UNAVAILABLE`: The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.
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
    webhookYourTurn: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id, `msg_<event id>`: the same on every attempt, so that repeats can be dropped */
                "webhook-id": string;
                /** @description When the attempt was made, in unix seconds */
                "webhook-timestamp": string;
                /** @description `v1,<base64 of the HMAC-SHA256>` */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The message id (also Webhook-Id) */
                    id: string;
                    /** @constant */
                    type: "your-turn";
                    /**
                     * Format: date-time
                     * @description The time of the log entry that caused the event
                     */
                    at: string;
                    data: components["schemas"]["YourTurnData"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery ends */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried as a failure is */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookGameStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id, `msg_<event id>`: the same on every attempt, so that repeats can be dropped */
                "webhook-id": string;
                /** @description When the attempt was made, in unix seconds */
                "webhook-timestamp": string;
                /** @description `v1,<base64 of the HMAC-SHA256>` */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The message id (also Webhook-Id) */
                    id: string;
                    /** @constant */
                    type: "game-started";
                    /**
                     * Format: date-time
                     * @description The time of the log entry that caused the event
                     */
                    at: string;
                    data: components["schemas"]["GameStartedData"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery ends */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried as a failure is */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookGameFinished: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id, `msg_<event id>`: the same on every attempt, so that repeats can be dropped */
                "webhook-id": string;
                /** @description When the attempt was made, in unix seconds */
                "webhook-timestamp": string;
                /** @description `v1,<base64 of the HMAC-SHA256>` */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The message id (also Webhook-Id) */
                    id: string;
                    /** @constant */
                    type: "game-finished";
                    /**
                     * Format: date-time
                     * @description The time of the log entry that caused the event
                     */
                    at: string;
                    data: components["schemas"]["GameFinishedData"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery ends */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried as a failure is */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
