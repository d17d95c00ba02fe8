# The web side: a server's pages (leaderboards, replays of finished games), /web, and
# the links the bot posts to them.

## /web (server managers only)

# The /web command's name.
cmd-web-name = web
# The /web command's description.
cmd-web-description = This server's pages on the web: leaderboards and replays
# /web subcommand that opens the server's pages.
cmd-web-on-name = on
# /web on: its description.
cmd-web-on-description = Open this server's pages: leaderboards and replays of finished games
# /web subcommand that closes the server's pages.
cmd-web-off-name = off
# /web off: its description.
cmd-web-off-description = Close this server's pages: the links posted stop working
# /web on, done. The button under it opens the leaderboard page.
web-turned-on = This server's pages are open. Finished games now get a **{ table-replay }** link, and `/{ cmd-leaderboard-name }` links to its page.
# /web off, done.
web-turned-off = This server's pages are closed: their links now lead nowhere. `/{ cmd-web-name } { cmd-web-on-name }` opens them again.
# /web by a member without the Manage Server permission.
web-needs-manage-server = Only members who can manage this server open or close its pages.
# /web outside a server.
web-only-in-servers = Pages belong to a server: use `/{ cmd-web-name }` in one.
# /web when the bot runs without its web side.
web-not-served = This bot runs without its web side, so there are no pages to open.

## Links posted in Discord

# Link button under /leaderboard (and /web on) to the server's leaderboard page.
leaderboard-web-link = Full leaderboard
# Button under a finished table: its replay, step by step, on the web.
table-replay = Replay
# Private answer to Replay in a DM or group DM, above the link.
table-replay-private = The replay of this game, step by step. Only its players get this link.
# Replay pressed where there is no replay (the web side is off, or nothing was stored).
web-replay-unavailable = This game has no replay.

## The pages

# Under every page.
web-footer = Cantina: turn-based games on Discord. These pages are read-only and set no cookies.
# The address with no page of its own.
web-home-title = Cantina on the web
# Its text.
web-home-body = A server's leaderboards and the replays of its finished games live here once a server manager runs /web on. The bot posts the links.
# Title of a page that does not exist.
web-not-found-title = Page not found
# Its text: a wrong address, a closed server or an erased game look alike.
web-not-found = This page does not exist: its address is wrong, the game is no longer kept, or its server closed its pages.
# When the store cannot be read.
web-unavailable = Cantina cannot read its records right now. Try again in a moment.
# Leaderboard page title. $game: the game's name.
web-leaderboard-title = { $game } leaderboard
# Label of the links between the games' boards.
web-games = Games
# Board without any counted game.
web-no-records = Nobody has finished a counted game here yet.
# Column with each person's rating over time.
web-column-trend = Rating over time
# Spoken label of the rating graph.
web-trend-label = { $games ->
    [one] Rating after the last rated game
   *[other] Rating over the last { $games } rated games
}: from { $from } to { $to }.
# Heading of the latest finished games.
web-recent-games = Latest games
# No finished game with a replay yet.
web-no-replays = No finished game to replay yet.
# After a game in the latest games: how many steps its replay has.
web-steps = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
# Replay page title. $game: the game's name.
web-replay-title = { $game } replay
# Where the reader is in the replay.
web-step = Step { $step } of { $steps }
# Label of the replay's step links.
web-steps-nav = Steps
# Link to the first step.
web-first = First
# Link to the step before.
web-previous = Previous
# Link to the step after.
web-next = Next
# Link to the last step.
web-last = Last
# Before the seats' names.
web-players = Players
# Heading of the log lines of the move that led to this step.
web-what-happened = What happened
