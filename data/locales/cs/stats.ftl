# /stats a /leaderboard: výsledky jednoho hráče ve hře a žebříček serveru, jen pro toho, kdo se ptal.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = Na tomto serveru zatím nikdo nedohrál hru { $game }.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }: { $won } { $won ->
        [one] výhra
        [few] výhry
        [many] výhry
       *[other] výher
    }, { $drawn } { $drawn ->
        [one] remíza
        [few] remízy
        [many] remízy
       *[other] remíz
    }, { $lost } { $lost ->
        [one] prohra
        [few] prohry
        [many] prohry
       *[other] proher
    }.
# /stats: the name of the rating field.
stats-rating = Hodnocení
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } { $rated ->
        [one] hodnocená hra
        [few] hodnocené hry
        [many] hodnocené hry
       *[other] hodnocených her
    })
# /stats: the name of the points field.
stats-points = Body
# /stats: the name of the winning-streak field.
stats-streak = Série výher
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (nejlepší { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = Žebříček { $game } — podle hodnocení
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = Žebříček { $game } — podle výher
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = Žebříček { $game } — podle bodů
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — hodnocení { $rating } · { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
  } · { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
  } · { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
  }
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = Vaše místo: { $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = Tady zatím nemáte žádnou dohranou hru.
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = Hráč
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = Hodnocení
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = Výhry
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = Body
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = Hry
# /leaderboard picture when the board is empty.
leaderboard-empty = Zatím žádná dohraná hra.
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } sdílí své výsledky:
# /stats user: the name shown when the card is about someone else and their record is empty.
stats-that-player = tento hráč
# /stats: the button under a record that posts it in the channel for everyone.
stats-share-button = Sdílet
# Share: private answer when the record to share has been erased or cannot be read.
stats-gone = Tento záznam už neexistuje.

# /klondike stats: the title of a person's Klondike record. $name: the person.
klondike-stats-title = Klondike — { $name }
# /klondike stats: shown when the person has not finished a deal anywhere.
klondike-stats-none = Zatím žádné dohrané rozdání. Rozdáte příkazem `/{ cmd-klondike-name } { cmd-start-name }`.
# /klondike stats: field name, deals finished or given up after a move.
klondike-stats-deals = Rozdání
# /klondike stats: field name, deals won.
klondike-stats-won = Vyhráno
# /klondike stats: field name, the fastest unassisted win (m:ss).
klondike-stats-best-time = Nejlepší čas
# /klondike stats: field name, the fewest moves of an unassisted win.
klondike-stats-fewest-moves = Nejméně tahů
# /klondike stats: field name, deals played with help.
klondike-stats-assisted = Rozdání s pomocí
# /klondike stats: the value of "Assisted deals". $count: a number of deals.
klondike-stats-assisted-value = { $count } (Nápověda, Dohrát nebo zvolené číslo rozdání: nepočítá se do rekordů ani žebříčků)
# /oril scores: the title of the server's score board.
oril-scores-title = Tabulka skóre Orilu
# /oril scores: shown when nobody has finished a match on this server.
oril-scores-empty = Na tomto serveru zatím nikdo nedohrál žádnou partii Orilu.
# /oril scores: one person's line. $rank: place on the board; $name: the person; $won, $drawn, $lost: matches; $stones: stones captured in all.
oril-scores-line = { $rank }. **{ $name }**: výhry { $won } · remízy { $drawn } · prohry { $lost } · { $stones ->
        [one] { $stones } zajatý kámen
        [few] { $stones } zajaté kameny
        [many] { $stones } zajatého kamene
       *[other] { $stones } zajatých kamenů
    }
# /oril scores: the footer under the board.
oril-scores-footer = Počítají se i partie proti počítači.
# /oril matches: the title of the list of the person's unfinished matches.
oril-matches-title = Vaše nedohrané partie Orilu
# /oril matches: shown when the person has no unfinished match on this server.
oril-matches-none = Tady nemáte žádnou nedohranou partii Orilu. Novou založíte příkazem `/{ cmd-oril-name } { cmd-start-name }`.
# /oril matches: one match being played. $against: the other players; $link: a link to its message.
oril-matches-line = • proti { $against }: { $link }
# /oril matches: one challenge not yet accepted. $against: the challenged or challenger; $link: a link to its message.
oril-matches-challenge = • proti { $against } (výzva čeká na přijetí): { $link }
# /privacy forget: the answer once a person's records are erased. $results: results that named them; $tables: finished tables that named them; $live: games being played that named them (erased now); $shared: 1 when other processes of the bot may run more of their games.
stats-forgotten = Vaše výsledky a kariéry jsou smazány: { $results ->
        [one] { $results } výsledek
        [few] { $results } výsledky
        [many] { $results } výsledku
       *[other] { $results } výsledků
    } a { $tables ->
        [one] { $tables } ukončený stůl
        [few] { $tables } ukončené stoly
        [many] { $tables } ukončeného stolu
       *[other] { $tables } ukončených stolů
    } vás teď ukazují jako bývalého hráče.{ $live ->
        [0] {""}
        [one] {" "}Hra, kterou právě hrajete, vás také ukazuje jako bývalého hráče; už v ní nehrajete.
        [few] {" "}{ $live } hry, které právě hrajete, vás také ukazují jako bývalého hráče; už v nich nehrajete.
       *[other] {" "}{ $live } her, které právě hrajete, vás také ukazuje jako bývalého hráče; už v nich nehrajete.
    }{ $shared ->
        [1] {" "}Ostatní vaše hry vás tak ukážou během několika sekund.
       *[other] {""}
    }
