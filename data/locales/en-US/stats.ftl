# /stats and /leaderboard: a person's record in one game and a server's board, shown privately to whoever asked.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = No finished { $game } game on this server yet.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games ->
    [one] { $games } game
   *[other] { $games } games
  }: { $won } won, { $drawn } drawn, { $lost } lost.
# /stats: the name of the rating field.
stats-rating = Rating
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } rated)
# /stats: the name of the points field.
stats-points = Points
# /stats: the name of the winning-streak field.
stats-streak = Streak
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (best { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = { $game } leaderboard — by rating
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = { $game } leaderboard — by wins
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = { $game } leaderboard — by points
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — rating { $rating } · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } · { $points ->
    [one] { $points } point
   *[other] { $points } points
  } · { $games ->
    [one] { $games } game
   *[other] { $games } games
  }
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = Your rank: { $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = You have no finished game here yet.
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = Player
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = Rating
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = Wins
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = Points
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = Games
# /leaderboard picture when the board is empty.
leaderboard-empty = No finished game yet.
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } shares a record:
# /stats user: the name shown when the card is about someone else and their record is empty.
stats-that-player = that player
# /stats: the button under a record that posts it in the channel for everyone.
stats-share-button = Share
# Share: private answer when the record to share has been erased or cannot be read.
stats-gone = That record is no longer there.

# /klondike stats: the title of a person's Klondike record. $name: the person.
klondike-stats-title = Klondike — { $name }
# /klondike stats: shown when the person has not finished a deal anywhere.
klondike-stats-none = No deal finished yet. `/{ cmd-klondike-name } { cmd-start-name }` deals one.
# /klondike stats: field name, deals finished or given up after a move.
klondike-stats-deals = Deals
# /klondike stats: field name, deals won.
klondike-stats-won = Won
# /klondike stats: field name, the fastest unassisted win (m:ss).
klondike-stats-best-time = Best time
# /klondike stats: field name, the fewest moves of an unassisted win.
klondike-stats-fewest-moves = Fewest moves
# /klondike stats: field name, deals played with help.
klondike-stats-assisted = Assisted deals
# /klondike stats: the value of "Assisted deals". $count: a number of deals.
klondike-stats-assisted-value = { $count } (Hint, Finish or a chosen deal number: not in best results or boards)
# /oril scores: the title of the server's score board.
oril-scores-title = Oril score board
# /oril scores: shown when nobody has finished a match on this server.
oril-scores-empty = No Oril match has been finished on this server yet.
# /oril scores: one person's line. $rank: place on the board; $name: the person; $won, $drawn, $lost: matches; $stones: stones captured in all.
oril-scores-line = { $rank }. **{ $name }**: { $won } won · { $drawn } drawn · { $lost } lost · { $stones ->
    [one] { $stones } stone captured
   *[other] { $stones } stones captured
  }
# /oril scores: the footer under the board.
oril-scores-footer = Matches against the computer count too.
# /oril matches: the title of the list of the person's unfinished matches.
oril-matches-title = Your unfinished Oril matches
# /oril matches: shown when the person has no unfinished match on this server.
oril-matches-none = You have no unfinished Oril match here. `/{ cmd-oril-name } { cmd-start-name }` opens one.
# /oril matches: one match being played. $against: the other players; $link: a link to its message.
oril-matches-line = • against { $against }: { $link }
# /oril matches: one challenge not yet accepted. $against: the challenged or challenger; $link: a link to its message.
oril-matches-challenge = • against { $against } (challenge waiting): { $link }
# /privacy forget: the answer once a person's records are erased. $results: results that named them; $tables: finished tables that named them; $live: games being played that named them (erased now); $shared: 1 when other processes of the bot may run more of their games.
stats-forgotten = Your records and careers are erased: { $results ->
        [one] { $results } result
       *[other] { $results } results
    } and { $tables ->
        [one] { $tables } finished table
       *[other] { $tables } finished tables
    } now show you as a former player.{ $live ->
        [0] {""}
        [one] {" "}The game you are playing now shows you as a former player too; you no longer play in it.
       *[other] {" "}The { $live } games you are playing now show you as a former player too; you no longer play in them.
    }{ $shared ->
        [1] {" "}Your other games show it within a few seconds.
       *[other] {""}
    }
