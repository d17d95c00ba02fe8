# The table's own words, shared by every game: the lobby, the challenge, the rows the
# table adds under a game, and the lines of the table log. Public messages are written
# in the table's language (its opener's); private views in the reader's.

## Words that are shown as they are.

# A log line stored before log lines were messages, or words in nobody's language. $line: the words.
text-verbatim = { $line }

## The lobby (public message of a table people join).

# Lobby message text above the card. $game: the game's name.
lobby-content = Stůl { $game } je otevřený: ke hře se připojíte tlačítkem **{ lobby-join }**. Hostitel začne, až bude připraven.
# Lobby card title. $game: the game's name. $seated: seats taken. $max: seats in all.
lobby-title = { $game } — čekárna ({ $seated }/{ $max } míst)
# Lobby card field title: the game's settings.
lobby-settings = Nastavení
# Lobby card field title: how many seats and what happens to empty ones.
lobby-how-it-starts = Jak hra začne
# Lobby card field text. $min and $max: fewest and most seats. $timeout: the turn timeout (table-timeout-*).
lobby-seats-rule = { $min } až { $max } míst; volná místa do počtu { $min } obsadí počítač. Čas na tah: { $timeout }.
# Lobby card, after lobby-seats-rule. $when: a Discord timestamp shown as "in 10 minutes".
lobby-closes = Pokud hra nezačne, čekárna se zavře { $when }.
# Lobby button: take a seat.
lobby-join = Přisednout
# Lobby and table button: give up one's seat.
table-leave = Odejít
# Lobby button: seat a computer player (host only).
lobby-add-ai = Přidat počítač
# Lobby button: start the game (host only).
lobby-start = Začít
# Lobby button: close the lobby (host only).
lobby-cancel = Zrušit
# Placeholder of the lobby's settings menu.
lobby-settings-menu = Hostitel: změnit nastavení…
# Placeholder of the lobby's menu that removes computer players.
lobby-kick-menu = Hostitel: odebrat počítačového hráče…
# Option of the lobby's menu that removes a computer player. $name: the computer's name.
lobby-kick = Odebrat hráče { $name }
# Placeholder of the lobby's and challenge's language menu (host only).
table-language-menu = Hostitel: jazyk stolu…
# Description under each option of the language menu.
table-language-option = Zprávy a obrázky stolu budou v tomto jazyce.
# A turn timeout of none (lobby).
table-timeout-none = bez limitu
# A turn timeout in whole minutes (lobby). $minutes: the number.
table-timeout-minutes = { $minutes } min
# A turn timeout in seconds (lobby). $seconds: the number.
table-timeout-seconds = { $seconds } s
# Lobby and challenge settings, after the game's own. $seed: the deal number the host chose.
table-seed-chosen = Číslo rozdání { $seed } zvolil hostitel: určuje všechny karty, takže z něj kdokoli může rozdání odvodit.

## The challenge (public message of a 1v1 game against a person).

# Challenge message text; the opponent is pinged. $opponent: a Discord mention. $challenger: a name. $game: the game's name.
challenge-content = { $opponent }, { $challenger } vás vyzývá ke hře { $game }!
# Challenge card title. $game: the game's name.
challenge-title = { $game } — výzva
# Challenge card text. $challenger and $opponent: names.
challenge-versus = { $challenger } proti { $opponent }.
# Challenge card, after challenge-versus. $when: a Discord timestamp shown as "in 10 minutes".
challenge-expires = Výzva vyprší { $when }.
# Challenge button for the challenged person.
challenge-accept = Přijmout
# Challenge button for the challenged person.
challenge-decline = Odmítnout
# Challenge button for the challenger: take the challenge back.
challenge-withdraw = Stáhnout výzvu

# The challenged person's name when Discord sent none (the challenge's language).
challenge-unnamed-opponent = váš soupeř

## Rows the table adds and what it shows around a game.

# Button a person presses to take their seat back from the computer.
table-back = Jsem zpět
# Button under a private view that shows it again, up to date.
table-refresh = Obnovit
# Private view, above the hand, while a computer plays the person's seat.
table-computer-plays = Za vás teď hraje počítač.
# Public message of a table that is closed and shows no game.
table-closed-view = Tento stůl je zavřený.

## Lines of the table log (public, shown under the game). Names are never translated.

# Log: a person opened a lobby. $name: their name.
log-opened = { $name } otevírá stůl.
# Log: a person joined the lobby. $name: their name.
log-joined = { $name } přisedá.
# Log: a person left the lobby or the table. $name: their name.
log-left = { $name } odchází.
# Log: the host left the lobby and someone else hosts now. $name: who left. $host: the new host.
log-left-new-host = { $name } odchází; hostitelem je teď { $host }.
# Table result: the last person left the lobby. $name: their name.
log-left-closed = { $name } odchází; stůl je zavřený.
# Log: a computer player took a seat in the lobby. $name: the computer's name.
log-sat-down = { $name } přisedá.
# Log: a computer player was removed from the lobby. $name: the computer's name.
log-stood-up = { $name } vstává od stolu.
# Table result: the lobby was cancelled. $name: who cancelled it.
log-cancelled-by = { $name } ruší stůl.
# Log: the lobby was cancelled.
log-cancelled = Stůl byl zrušen.
# Log: the host changed a setting. $name: the host.
log-settings-changed = { $name } mění nastavení.
# Log: the host changed the table's language. $name: the host. $language: the language's own name.
log-language-changed = { $name } mění jazyk stolu na { $language }.
# Log: the game began. $names: the players' names, comma-separated.
log-game-starts = Hra začíná: { $names }.
# Log: a challenge was sent. $name: the challenger. $opponent: the challenged person.
log-challenged = { $name } vyzývá hráče { $opponent }.
# Log: a challenge to a rematch. $name: the challenger. $opponent: the challenged person.
log-challenged-again = { $name } vyzývá hráče { $opponent } k další hře.
# Log: the challenged person accepted. $name: their name.
log-accepted = { $name } přijímá výzvu.
# Table result: the challenged person declined. $name: their name.
log-declined-challenge = { $name } odmítá výzvu.
# Log: the challenged person declined. $name: their name.
log-declined = { $name } odmítá.
# Table result: the challenger took the challenge back. $name: their name.
log-withdrew = { $name } stahuje výzvu.
# Log: the challenge was taken back.
log-withdrawn = Výzva byla stažena.
# Log and result: nobody answered the challenge in time.
log-challenge-expired = Výzva vypršela.
# Table result: nobody started the lobby in time.
log-lobby-closed = Nikdo hru nezačal; stůl je zavřený.
# Log: nobody started the lobby in time.
log-lobby-expired = Čekárna se zavřela.
# Log: a lobby for another game with the same seats. $name: who opened it.
log-opened-again = { $name } otevírá další hru: ke hře se připojíte tlačítkem **{ lobby-join }**.
# Log: another game started at once. $name: who started it.
log-started-again = { $name } začíná další hru.
# Log: a person's turn timer ran out. $name: their name.
log-timed-out = Hráči { $name } vypršel čas na tah.
# Log and result: a person timed out too often in a duel. $name: their name. $turns: how many turns.
log-timed-out-forfeits = Hráči { $name } vypršel čas { $turns }× po sobě a prohrává kontumačně.
# Log: a computer plays an absent person's seat. $name: their name.
log-away = { $name } asi není u stolu: za toto místo hraje počítač, dokud { $name } nestiskne **{ table-back }**.
# Log: a person took their seat back from the computer. $name: their name.
log-back = { $name } je zpět.
# Log and result: a person left a rated game early. $name: their name.
log-left-forfeits = { $name } opouští hru a prohrává kontumačně.
# Log: a person left; a computer sits in their place. $name: their name.
log-left-computer-took = { $name } odchází; místo přebírá počítač.
# Log and result: a person left the game. $name: their name.
log-left-game = { $name } opouští hru.
# Table result: a person left and the game cannot go on. $name: their name.
log-left-game-over = { $name } odchází; hra skončila.
# Log and result: a player ended a rated game early. $name: their name.
log-ended-forfeits = { $name } ukončuje stůl a prohrává kontumačně.
# Log and result: the host or a moderator ended the table. $name: their name.
log-ended = { $name } ukončuje stůl.

## Words every game's pictures and their text versions share.

# Text version of a hand picture, first line. $title: the hand's heading. $cards: cards. $playable: playable cards.
pic-hand-heading = { $title } ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }, hratelných: { $playable })
# Text version of a hand picture: the playable cards. $cards: the list.
pic-hand-playable = Hratelné: { $cards }
# Text version of a hand picture: the cards that cannot be played now. $cards: the list.
pic-hand-not-playable = Nehratelné: { $cards }
# A seat of a computer player, on a picture's name tag (short).
pic-ai = PC
# The seat whose turn it is, on a picture's tag (short, upper case where the script has it).
pic-turn = NA TAHU
# A hand picture's heading, right: how many of its cards can be played now. $playable: playable cards. $cards: cards.
pic-playable-of = hratelné { $playable } z { $cards }
