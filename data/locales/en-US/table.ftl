# The table's own words, shared by every game: the lobby, the challenge, the rows the
# table adds under a game, and the lines of the table log. Public messages are written
# in the table's language (its opener's); private views in the reader's.

## Words that are shown as they are.

# A log line stored before log lines were messages, or words in nobody's language. $line: the words.
text-verbatim = { $line }

## The lobby (public message of a table people join).

# Lobby message text above the card. $game: the game's name.
lobby-content = { $game } table open: press **{ lobby-join }** to play. The host starts when ready.
# Lobby card title. $game: the game's name. $seated: seats taken. $max: seats in all.
lobby-title = { $game } — lobby ({ $seated }/{ $max } seats)
# Lobby card field title: the game's settings.
lobby-settings = Settings
# Lobby card field title: how many seats and what happens to empty ones.
lobby-how-it-starts = How it starts
# Lobby card field text. $min and $max: fewest and most seats. $timeout: the turn timeout (table-timeout-*).
lobby-seats-rule = { $min } to { $max } seats; empty places up to { $min } get computer players. Turn timeout: { $timeout }.
# Lobby card, after lobby-seats-rule. $when: a Discord timestamp shown as "in 10 minutes".
lobby-closes = The lobby closes { $when } unless started.
# Lobby button: take a seat.
lobby-join = Join
# Lobby and table button: give up one's seat.
table-leave = Leave
# Lobby button: seat a computer player (host only).
lobby-add-ai = Add AI
# Lobby button: start the game (host only).
lobby-start = Start
# Lobby button: close the lobby (host only).
lobby-cancel = Cancel
# Placeholder of the lobby's settings menu.
lobby-settings-menu = Host: change a setting…
# Placeholder of the lobby's menu that removes computer players.
lobby-kick-menu = Host: remove a computer player…
# Option of the lobby's menu that removes a computer player. $name: the computer's name.
lobby-kick = Remove { $name }
# Placeholder of the lobby's and challenge's language menu (host only).
table-language-menu = Host: table language…
# Description under each option of the language menu.
table-language-option = The table's messages and pictures are written in this language.
# A turn timeout of none (lobby).
table-timeout-none = none
# A turn timeout in whole minutes (lobby). $minutes: the number.
table-timeout-minutes = { $minutes } min
# A turn timeout in seconds (lobby). $seconds: the number.
table-timeout-seconds = { $seconds } s
# Lobby and challenge settings, after the game's own. $seed: the deal number the host chose.
table-seed-chosen = Deal number { $seed }, chosen by the host: it decides every hand, so anyone can work the deal out from it.

## The challenge (public message of a 1v1 game against a person).

# Challenge message text; the opponent is pinged. $opponent: a Discord mention. $challenger: a name. $game: the game's name.
challenge-content = { $opponent }, { $challenger } challenges you to { $game }!
# Challenge card title. $game: the game's name.
challenge-title = { $game } — challenge
# Challenge card text. $challenger and $opponent: names.
challenge-versus = { $challenger } vs { $opponent }.
# Challenge card, after challenge-versus. $when: a Discord timestamp shown as "in 10 minutes".
challenge-expires = The challenge expires { $when }.
# Challenge button for the challenged person.
challenge-accept = Accept
# Challenge button for the challenged person.
challenge-decline = Decline
# Challenge button for the challenger: take the challenge back.
challenge-withdraw = Withdraw

# The challenged person's name when Discord sent none (the challenge's language).
challenge-unnamed-opponent = your opponent

## Rows the table adds and what it shows around a game.

# Button a person presses to take their seat back from the computer.
table-back = I'm back
# Button under a private view that shows it again, up to date.
table-refresh = Refresh
# Private view, above the hand, while a computer plays the person's seat.
table-computer-plays = A computer is playing for you.
# Public message of a table that is closed and shows no game.
table-closed-view = This table is closed.

## Lines of the table log (public, shown under the game). Names are never translated.

# Log: a person opened a lobby. $name: their name.
log-opened = { $name } opened the table.
# Log: a person joined the lobby. $name: their name.
log-joined = { $name } joined.
# Log: a person left the lobby or the table. $name: their name.
log-left = { $name } left.
# Log: the host left the lobby and someone else hosts now. $name: who left. $host: the new host.
log-left-new-host = { $name } left; { $host } is the host now.
# Table result: the last person left the lobby. $name: their name.
log-left-closed = { $name } left; the table is closed.
# Log: a computer player took a seat in the lobby. $name: the computer's name.
log-sat-down = { $name } sat down.
# Log: a computer player was removed from the lobby. $name: the computer's name.
log-stood-up = { $name } stood up.
# Table result: the lobby was cancelled. $name: who cancelled it.
log-cancelled-by = { $name } cancelled the table.
# Log: the lobby was cancelled.
log-cancelled = The table was cancelled.
# Log: the host changed a setting. $name: the host.
log-settings-changed = { $name } changed the settings.
# Log: the host changed the table's language. $name: the host. $language: the language's own name.
log-language-changed = { $name } set the table's language to { $language }.
# Log: the game began. $names: the players' names, comma-separated.
log-game-starts = The game starts: { $names }.
# Log: a challenge was sent. $name: the challenger. $opponent: the challenged person.
log-challenged = { $name } challenged { $opponent }.
# Log: a challenge to a rematch. $name: the challenger. $opponent: the challenged person.
log-challenged-again = { $name } challenged { $opponent } to another game.
# Log: the challenged person accepted. $name: their name.
log-accepted = { $name } accepted the challenge.
# Table result: the challenged person declined. $name: their name.
log-declined-challenge = { $name } declined the challenge.
# Log: the challenged person declined. $name: their name.
log-declined = { $name } declined.
# Table result: the challenger took the challenge back. $name: their name.
log-withdrew = { $name } withdrew the challenge.
# Log: the challenge was taken back.
log-withdrawn = The challenge was withdrawn.
# Log and result: nobody answered the challenge in time.
log-challenge-expired = The challenge expired.
# Table result: nobody started the lobby in time.
log-lobby-closed = Nobody started the game; the table closed.
# Log: nobody started the lobby in time.
log-lobby-expired = The lobby expired.
# Log: a lobby for another game with the same seats. $name: who opened it.
log-opened-again = { $name } opened another game: press **{ lobby-join }** to play.
# Log: another game started at once. $name: who started it.
log-started-again = { $name } started another game.
# Log: a person's turn timer ran out. $name: their name.
log-timed-out = { $name }'s turn timed out.
# Log and result: a person timed out too often in a duel. $name: their name. $turns: how many turns.
log-timed-out-forfeits = { $name } timed out { $turns } turns running and forfeits.
# Log: a computer plays an absent person's seat. $name: their name.
log-away = { $name } seems away: a computer plays for them until they press **{ table-back }**.
# Log: a person took their seat back from the computer. $name: their name.
log-back = { $name } is back.
# Log and result: a person left a rated game early. $name: their name.
log-left-forfeits = { $name } left the game and forfeits.
# Log: a person left; a computer sits in their place. $name: their name.
log-left-computer-took = { $name } left; a computer player took the seat.
# Log and result: a person left the game. $name: their name.
log-left-game = { $name } left the game.
# Table result: a person left and the game cannot go on. $name: their name.
log-left-game-over = { $name } left; the game is over.
# Log and result: a player ended a rated game early. $name: their name.
log-ended-forfeits = { $name } ended the table and forfeits.
# Log and result: the host or a moderator ended the table. $name: their name.
log-ended = { $name } ended the table.

## Words every game's pictures and their text versions share.

# Text version of a hand picture, first line. $title: the hand's heading. $cards: cards. $playable: playable cards.
pic-hand-heading = { $title } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }, { $playable } playable)
# Text version of a hand picture: the playable cards. $cards: the list.
pic-hand-playable = Playable: { $cards }
# Text version of a hand picture: the cards that cannot be played now. $cards: the list.
pic-hand-not-playable = Not playable: { $cards }
# A seat of a computer player, on a picture's name tag (short).
pic-ai = AI
# The seat whose turn it is, on a picture's tag (short, upper case where the script has it).
pic-turn = TURN
# A hand picture's heading, right: how many of its cards can be played now. $playable: playable cards. $cards: cards.
pic-playable-of = { $playable } of { $cards } playable
