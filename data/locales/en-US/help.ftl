# The /help page (a private answer): an introduction, one section per game, a footer.
# Command names in backticks are the slash commands as Discord lists them in this
# language (see commands.ftl); button names in bold are the buttons' own labels.

# The first lines of /help, above the games.
help-intro = **Cantina** hosts turn-based games right in this channel. Tables survive restarts; your hand is private (only you see it); absent players time out, and a computer plays for them (in a Pazaak match against a person, they forfeit).
# The last line of /help.
help-footer = Buttons on an old message are not applied: you get the current view instead.
# A game section's title: $game is the game's title, $description the command's description.
help-section-title = {$game} — {$description}
# How to open a group game; $start is the command (/uno start), $min and $max the seats.
help-how-lobby = `{$start}` opens a lobby ({$min}-{$max} seats): **{ lobby-join }**, **{ lobby-add-ai }**, **{ lobby-start }**.
# How to open a two-player game; $start is the command, $opponent the option's name.
help-how-duel = `{$start} {$opponent}:@friend` challenges a friend; without `{$opponent}` you play the computer.
# How to open a solitaire; $start is the command.
help-how-solo = `{$start}` deals you a game in a thread of your own.
# The last line of each game's section; $end is the command (/uno end).
help-end = `{$end}` closes the table (host or Manage Messages).
