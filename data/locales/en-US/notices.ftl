# Refusals and notices the platform tells one person privately (an ephemeral answer to
# a click or a slash command), whatever the game.

# A click or command on a table that has ended or was removed.
notice-game-gone = This game has ended or no longer exists.
# A click on a button whose custom id the bot cannot read (an old message).
notice-unknown-button = That button is not one I know. It may be from an older version of the game.
# A menu choice or option value the game does not accept.
notice-invalid-choice = That choice is not valid.
# A slash command or subcommand the bot does not know.
notice-unknown-command = I do not know that command.
# The lobby's settings menu named a setting that does not exist.
notice-unknown-setting = That setting does not exist.
# /stats or /leaderboard named a game the bot does not host.
notice-unknown-game = That game does not exist.
# Any click or command while the bot is shutting down for a restart.
notice-restarting = Cantina is restarting; please try again in a moment.
# The database could not be read (records, careers, stats).
notice-store-unavailable = The database is unavailable; please try again.
# A move could not be saved and was undone.
notice-not-saved = Something went wrong saving the table; nothing changed. Please try again.
# A move may or may not have been saved (the disk failed midway).
notice-maybe-not-saved = Something went wrong saving the table: your move may not have been saved. The table shows its last saved state; check it before playing again.
# A table whose settings were written by another version of the bot.
notice-settings-unreadable = This table's settings could not be read (they were written by another version of the bot); nothing was changed.
# A click on a table's button by someone who has no seat there.
notice-not-seated = You are not playing at this table.
# A game button pressed while the table is still a lobby.
notice-not-started = The game has not started yet.
# A game button pressed after the game ended.
notice-game-over = This game is over.
# A click on an older picture of the table; the current one is shown with this.
notice-outdated = That button was on an older view, so it was not applied. Here is the table now.
# /<game> end or /<game> move in a channel with no table of that game.
notice-no-table-here = There is no table of this game in this channel.
# A click that arrived just after the table ended.
notice-just-ended = That table has just ended.
# /<game> end by someone who is neither the host nor a moderator.
notice-not-allowed-to-end = Only the host or a member with Manage Messages can end this table.
# "Play again" pressed by someone who was not at that game.
notice-not-a-player-of-that-game = Only the players of that game can start another.
# "Play again" when one of the players has erased their records since.
notice-player-erased = A player of that game has since erased their records, so it cannot be played again with the same seats. Start a new game instead.
# A table closed because the host, a challenger or its only person asked /privacy forget.
notice-player-forgotten = The table ended: a player asked to be forgotten.
# /<game> start in a channel that already has a table of that game.
notice-channel-taken = A new table is already running in this channel.
# /<game> start with a turn_timeout outside 5-3600.
notice-bad-turn-timeout = The turn timeout must be between 5 and 3600 seconds.
# /oril start or /pazaak start with oneself as the opponent. `opponent` is the option's name.
notice-self-challenge = You cannot challenge yourself. Leave out `opponent` to play the computer.
# A challenge to a bot account.
notice-bot-challenge = Bots cannot accept challenges. Leave out `opponent` to play the computer.
# A challenge sent in a direct message, where the opponent cannot see it.
notice-challenge-outside-server = Challenge someone in a server channel, where they can see it. Here, leave out `opponent` to play the computer.
# A table stopped by an internal error.
notice-table-broken = This table ran into a problem and had to stop; sorry. Start a new game whenever you like.
# /klondike start when the bot could not create a thread. `thread` is the option's name.
notice-no-thread = I could not open a thread here. Do I have Create Public Threads? Or play in this channel with `thread: False`.
# /<game> start where the bot lacks permissions; $permissions lists them (Discord's English names).
notice-missing-permissions = I cannot host a table here: I need {$permissions} in this channel. A server admin can grant it, or play in another channel.
# Said when Discord refused to show a new table for minutes.
notice-never-shown = Discord would not show this table for minutes, so it was closed. Please start it again.
# /klondike start where the bot lacks the thread permissions; $permissions lists them.
notice-missing-thread-permissions = I cannot open a thread here: I need {$permissions}. Play in this channel with `thread: False`, or ask a server admin.
# /<game> end while the table is busy with a move.
notice-table-busy = The table is busy; please try `/end` again in a moment.
# Lobby buttons (Join, Start) after the game started.
notice-already-started = The game has already started.
# "I'm back" pressed by someone already playing their own seat.
notice-already-playing = You are already playing your seat.
# Any click on a table whose saving keeps failing.
notice-paused = This table is having trouble saving and is paused; please try again later.
# Posted when a table's channel was deleted or hidden from the bot.
notice-channel-lost = The table ended: its channel can no longer be reached.
# A solitaire closed after $hours hours without a move.
notice-solo-idle = Nobody played for { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
  }; the table closed.
# A click after the end; $result is the game's own result line.
notice-game-over-with = This game is over. {$result}
# /klondike start by someone with $count solitaires open already; $tables links them.
notice-too-many-solo-tables = You already have { $count ->
    [one] { $count } solitaire table open
   *[other] { $count } solitaire tables open
  }, the most one person may have. Finish or end one first: {$tables}
# /<game> start on a server that has $count open tables already (its limit).
notice-too-many-server-tables = This server already has { $count ->
    [one] { $count } open table
   *[other] { $count } open tables
  }, the most it allows. Finish or end one first.
# A click on a table's button sent from another channel.
notice-wrong-channel = A click from another channel was not applied. Use the table's own message.
# Answer to /klondike move once the move is made and the board picture updated.
notice-board-updated = Done: the board is updated.
# /privacy forget without confirm:True; names the command as typed in English.
notice-nothing-erased = Nothing was erased. Run `/privacy forget confirm:True` to erase your records.

## Permissions the bot may lack, listed in notice-missing-permissions and
## notice-missing-thread-permissions as Discord names them in its settings.

# A channel permission the bot needs. (View Channel)
permission-view-channel = View Channel
# A channel permission the bot needs. (Attach Files)
permission-attach-files = Attach Files
# A channel permission the bot needs. (Send Messages in Threads)
permission-send-messages-in-threads = Send Messages in Threads
# A channel permission the bot needs. (Send Messages)
permission-send-messages = Send Messages
# A channel permission the bot needs. (Create Public Threads)
permission-create-public-threads = Create Public Threads

## The lobby and the challenge: refusals of their buttons, shown privately to whoever pressed.

# A click on Join by someone already seated in the lobby.
lobby-already-seated = You already have a seat at this table.
# Join or Add computer on a lobby whose seats are all taken.
lobby-full = This table is full.
# Leave pressed in a lobby by someone without a seat.
lobby-not-seated = You do not have a seat at this table.
# Add computer pressed by someone other than the lobby's host.
lobby-host-adds-computers = Only the host can add computer players.
# Start pressed by someone other than the lobby's host.
lobby-host-starts = Only the host can start the game.
# Cancel pressed by someone other than the lobby's host (or a moderator).
lobby-host-cancels = Only the host can cancel the table.
# The lobby's settings menu used by someone other than the host.
lobby-host-changes-settings = Only the host can change the settings.
# A computer seat's remove button pressed by someone other than the host.
lobby-host-removes-computers = Only the host can remove a computer player.
# A remove button naming a seat that is not a computer's (an old message).
lobby-only-computers-removed = Only computer players can be removed.
# Withdraw pressed on a challenge by someone other than the challenger (or a moderator).
challenge-withdraw-challenger-only = Only the challenger can withdraw the challenge.
# Accept or Decline pressed by someone other than the challenged person. $opponent: the challenged person's name.
challenge-not-for-you = This challenge is for { $opponent }, not for you.

## Answers to whoever opened or ended a table, shown privately.

# /<game> start in a channel that already has a table. $game: the game's name (UNO, Pazaak...); $command: the game's command (uno, pazaak...).
table-channel-busy = There is already a { $game } table in this channel. Finish it (or `/{ $command } end`) first.
# /<game> start opened a lobby. $game: the game's name.
table-lobby-opened = Your { $game } table is open. Others press **{ lobby-join }**; you press **{ lobby-start }**.
# /<game> start with an opponent sent a challenge. $opponent: the challenged person's name.
table-challenge-sent = Challenge sent to { $opponent }.
# /<game> start against the computer began the game. $game: the game's name.
table-started-against-computer = Your { $game } game against the computer has started.
# A solitaire began. $game: the game's name.
table-started = Your { $game } game has started.
# A table opened in a new thread. $opened: the sentence above; $thread: a link to the thread.
table-opened-in-thread = { $opened } It is in { $thread }.
# /<game> end or End closed the table. $game: the game's name.
table-closed = The { $game } table is closed.

## Refusals every game shares.

# A move tried out of turn, in any game.
notice-not-your-turn = It is not your turn.
# A click on a table another process of the bot runs now (it is moving between them).
notice-table-elsewhere = This table is moving to another part of the bot; please try again in a few seconds.
# /<game> start by someone who already has $count open tables of any game (the most
# one person may have); $tables are their links.
notice-too-many-own-tables = You already have { $count ->
    [one] { $count } table
   *[other] { $count } tables
} open, the most one person may have. Finish or end one first: { $tables }
