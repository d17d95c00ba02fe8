# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = Partie skončila.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = V této partii nehrajete.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = Jamka { $house } je prázdná: vyberte jamku, ve které jsou kameny.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = Soupeř nemá žádné kameny: musíte hrát jamku, jejíž kameny dojdou na jeho stranu (jamka { $house } nedojde).
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = Jamka { $house } by zajala všech šest soupeřových jamek, a to smíte, jen když nemáte jiný tah.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = S ukončením partie už jste souhlasili; čeká se na soupeře.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = S ukončením partie jste nesouhlasili, takže není co vzít zpět.


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = Oril hrají dva, ne { $seats }.
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = Deska obsahuje { $stones ->
        [one] { $stones } kámen
        [few] { $stones } kameny
        [many] { $stones } kamene
       *[other] { $stones } kamenů
    }, ne 48.

## The Oril table message (public; nothing is hidden, so a player's own copy is in their language).

# Table title. $south, $north: the players. $turn: oril-turn or oril-game-over.
oril-title = Oril · { $south } proti { $north } · { $turn }
# Part of the title: who moves. $name: the player.
oril-turn = na tahu je { $name }
# Part of the title once the game is over.
oril-game-over = Konec hry
# Table footer. $rules: the rule set's name (Oril or Abapa).
oril-footer = Pravidla { $rules } · jamky se číslují 1–6 zleva od každého hráče · vyhrává, kdo zajme 25 kamenů
# Button: propose to end the game, each keeping the stones on their side.
oril-button-propose-end = Navrhnout konec
# The end of a game won. $name: the winner. $won, $lost: stones. $reason: oril-end-*.
oril-summary-won = { $name } vyhrává { $won }:{ $lost } ({ $reason })
# The end of a drawn game. $south, $north: stones. $reason: oril-end-*.
oril-summary-draw = Remíza { $south }:{ $north } ({ $reason })
# The end of a game someone left. $name: the winner. $left: who left.
oril-summary-left = { $name } vyhrává: { $left } opouští hru
# Why the game ended: 25 stones.
oril-end-majority = hráč zajal 25 nebo více kamenů
# Why the game ended: no stones to move.
oril-end-no-stones = hráč na tahu neměl žádné kameny
# Why the game ended: no move could feed the opponent.
oril-end-cannot-feed = žádný tah nemohl soupeři dát kameny
# Why the game ended: a grand slam was the only move.
oril-end-grand-slam = jediný možný tah by zajal všech šest jamek
# Why the game ended: the position repeated.
oril-end-cycle = pozice se opakovala bez zajetí
# Why the game ended: agreement.
oril-end-agreement = oba hráči se dohodli hru ukončit
# The picture's rules label. $rules: the rule set's name.
oril-rules = Pravidla { $rules }
# Lobby and challenge settings. $rules: the rule set's name. $first: oril-first-*.
oril-settings = Pravidla: { $rules } · Začíná: { $first }
# Who moves first: chosen at random.
oril-first-random = náhodně
# Who moves first: the challenger.
oril-first-challenger = vyzyvatel
# Who moves first: the challenged player.
oril-first-opponent = soupeř

## Lines of the Oril table log (public).

# Log. $name: the player. $house: the house number.
oril-log-sowed = { $name } rozsévá jamku { $house }.
# Log. $name: the player. $house: the house. $stones: stones sown.
oril-log-sowed-stones = { $name } rozsévá jamku { $house } ({ $stones ->
    [one] { $stones } kámen
    [few] { $stones } kameny
   *[other] { $stones } kamenů
  }).
# Log. $name: the player. $house: the house. $stones: stones sown. $captured: stones captured.
oril-log-sowed-capturing = { $name } rozsévá jamku { $house } ({ $stones ->
    [one] { $stones } kámen
    [few] { $stones } kameny
   *[other] { $stones } kamenů
  }) a zajímá { $captured }.
# Log. $name: the player who agreed.
oril-log-agreed = { $name } souhlasí: hra končí dohodou.
# Log. $name: who proposed. $other: the computer that agreed.
oril-log-computer-agreed = { $name } navrhuje ukončit hru a { $other } souhlasí.
# Log. $name: who proposed. $other: the computer that declined.
oril-log-computer-declined = { $name } navrhuje ukončit hru; { $other } odmítá a hraje dál.
# Log. $name: who proposed. $other: the other player.
oril-log-proposed = { $name } navrhuje ukončit hru, každý si nechá kameny na své straně. { $other } může souhlasit tlačítkem **{ oril-button-propose-end }**; tah návrh ruší.
# Log. $name: the player whose time ran out.
oril-log-timed-out = Hráči { $name } vypršel čas; jedna jamka byla rozseta za něj.

## Words on the Oril board picture and its text version (the table's language).

# The player at the top of the board.
oril-pic-north = Sever
# The player at the bottom of the board.
oril-pic-south = Jih
# A player's score. $stones: stones captured.
oril-pic-captured = zajato { $stones }
# Tag of a computer player (upper case where the script has it).
oril-pic-computer = POČÍTAČ
# Tag of the player to move.
oril-pic-to-move = NA TAHU
# Tag of a player who proposed to end the game.
oril-pic-proposes-end = NAVRHUJE KONEC
# Colour key: houses captured.
oril-pic-key-captured = zajato
# Colour key: where the last stone fell.
oril-pic-key-last = poslední kámen
# Colour key: houses sown.
oril-pic-key-sown = rozseto
# Caption before the first move. $rules: the rules label (oril-rules).
oril-pic-no-move = { $rules } · zatím žádný tah
# Text version: a computer player's side. $side: oril-pic-north or oril-pic-south.
oril-text-computer-side = { $side }, počítač
# Text version: the player proposed to end the game.
oril-text-proposes = navrhuje konec
# Text version: a player's houses. $houses: "1:4 2:4 …".
oril-text-houses = jamky { $houses }
# Text version: the last move. $words: the move as the picture's caption says it.
oril-text-last-move = Poslední tah: { $words }
# Text version: who moves and which houses they may sow. $name: the player. $houses: the list.
oril-text-to-move = Na tahu je { $name }; může rozsévat jamku { $houses }

## The last move in words: the board picture's caption and its text version (the table's language).

# Picture caption and text version: the last move. $name: the player (first 20 characters of the name). $house: the house sown, 1-6.
oril-last-sowed = { $name } rozsévá jamku { $house }
# The same with the stones sown. $stones: how many.
oril-last-sowed-stones = { $name } rozsévá jamku { $house } ({ $stones ->
    [one] { $stones } kámen
    [few] { $stones } kameny
    [many] { $stones } kamene
   *[other] { $stones } kamenů
  })
# After oril-last-sowed: the last stone fell in a house of the player who sowed. $house: that house, 1-6.
oril-last-landed-own = poslední kámen ve vlastní jamce { $house }
# After oril-last-sowed: the last stone fell in the other player's house. $owner: that player. $house: the house, 1-6 from their left.
oril-last-landed = poslední kámen v jamce { $house } hráče { $owner }
# After oril-last-sowed: what the move captured. $stones: stones captured. $houses: from how many houses.
oril-last-captured = zajímá { $stones ->
    [one] { $stones } kámen
    [few] { $stones } kameny
    [many] { $stones } kamene
   *[other] { $stones } kamenů
  } z { $houses ->
    [one] { $houses } jamky
    [few] { $houses } jamek
    [many] { $houses } jamky
   *[other] { $houses } jamek
  }
# Joins the parts of the last move: $first, then $then (oril-last-landed*, oril-last-captured).
oril-last-then = { $first }, { $then }

## /oril: the command, its options and the game's title

# Hra Oril (kapverdská obdoba hry Oware), volba v /statistiky a /žebříček.
game-title-oril = Oril
# Název příkazu /oril.
cmd-oril-name = oril
# Popis příkazu /oril.
cmd-oril-description = Oril, kapverdská hra na rozsévání kamenů: vyzvěte člověka nebo počítač
# Volba /oril začít: síla počítače.
cmd-oril-level-name = obtížnost
# Popis volby „obtížnost“.
cmd-oril-level-description = Síla počítače, když hrajete proti němu (výchozí Střední)
# Volba „obtížnost“.
cmd-oril-level-easy = Lehká
# Volba „obtížnost“.
cmd-oril-level-medium = Střední
# Volba „obtížnost“.
cmd-oril-level-hard = Těžká
# Volba „obtížnost“: počítačový hráč popsaný v práci o Orilu.
cmd-oril-level-seed = Seed (hráč z původní práce)
# Volba /oril začít: sada pravidel.
cmd-oril-rules-name = pravidla
# Popis volby „pravidla“.
cmd-oril-rules-description = Oril (výchozí) nebo Abapa, turnajová pravidla
# Volba „pravidla“.
cmd-oril-rules-oril = Oril
# Volba „pravidla“.
cmd-oril-rules-abapa = Abapa
# Volba /oril začít: kdo táhne první.
cmd-oril-first-name = začíná
# Popis volby „začíná“.
cmd-oril-first-description = Kdo táhne první (výchozí: náhodně)
# Volba „začíná“.
cmd-oril-first-random = Náhodně
# Volba „začíná“: ten, kdo píše příkaz.
cmd-oril-first-challenger = Já
# Volba „začíná“.
cmd-oril-first-opponent = Můj soupeř
# Podpříkaz /oril: nedohrané partie.
cmd-oril-matches-name = partie
# Popis /oril partie.
cmd-oril-matches-description = Vaše nedohrané partie Orilu s odkazem na každou
# Podpříkaz /oril: tabulka serveru.
cmd-oril-scores-name = tabulka
# Popis /oril tabulka.
cmd-oril-scores-description = Tabulka Orilu na tomto serveru: výhry, remízy, prohry, kameny

## How to play, for /help

# Jak se hraje Oril, v jeho oddílu /nápověda.
help-game-oril = Dvě řady po šesti jamkách, v každé čtyři kameny. Na tahu stiskněte jednu ze svých jamek (číslovaných 1–6 zleva od vás): její kameny se rozsévají po jednom proti směru hodinových ručiček. Když poslední kámen doplní soupeřovu jamku na 2 nebo 3, zajmete ji i jamky před ní, dokud mají 2 nebo 3. Vyhrává, kdo zajme 25 kamenů. Soupeři, který nemá žádné kameny, musíte kameny poslat. Když oba stisknou **{ oril-button-propose-end }**, hra končí a každý si nechá kameny na své straně. `/oril partie` vypíše vaše nedohrané partie; `/oril tabulka` ukáže tabulku.

## The button under a finished game that starts another with the same seats

# Button under a finished Oril game.
table-again-oril = Hrát znovu

## The person-menu entry that challenges someone

# Person-menu entry (right-click a person, Apps): a challenge to Oril. Names of user
# commands may hold spaces and capitals (up to 32 characters).
cmd-challenge-oril-name = Vyzvat na Oril
