# /stats 和 /leaderboard：某人在一个游戏中的战绩和服务器排行榜，只给提问的人看。

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = 本服务器还没有打完的 { $game } 对局。
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = 共 { $games } 局：胜 { $won }，平 { $drawn }，负 { $lost }。
# /stats: the name of the rating field.
stats-rating = 等级分
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating }（{ $rated } 局计入等级分）
# /stats: the name of the points field.
stats-points = 积分
# /stats: the name of the winning-streak field.
stats-streak = 连胜
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak }（最高 { $best }）
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = { $game } 排行榜 — 按等级分
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = { $game } 排行榜 — 按胜局
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = { $game } 排行榜 — 按积分
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — 等级分 { $rating } · 胜 { $wins } 局 · 积分 { $points } · 共 { $games } 局
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = 你的排名：{ $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = 你在这里还没有打完的对局。
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = 玩家
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = 等级分
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = 胜局
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = 积分
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = 局数
# /leaderboard picture when the board is empty.
leaderboard-empty = 还没有打完的对局。
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } 分享了战绩：
# /stats user: the name shown when the card is about someone else and their record is empty.
stats-that-player = 该玩家
# /stats: the button under a record that posts it in the channel for everyone.
stats-share-button = 分享
# Share: private answer when the record to share has been erased or cannot be read.
stats-gone = 这份战绩已不存在。

# /klondike stats: the title of a person's Klondike record. $name: the person.
klondike-stats-title = 克朗代克接龙 — { $name }
# /klondike stats: shown when the person has not finished a deal anywhere.
klondike-stats-none = 还没有打完的牌局。用 `/{ cmd-klondike-name } { cmd-start-name }` 发一局。
# /klondike stats: field name, deals finished or given up after a move.
klondike-stats-deals = 牌局
# /klondike stats: field name, deals won.
klondike-stats-won = 胜局
# /klondike stats: field name, the fastest unassisted win (m:ss).
klondike-stats-best-time = 最快用时
# /klondike stats: field name, the fewest moves of an unassisted win.
klondike-stats-fewest-moves = 最少步数
# /klondike stats: field name, deals played with help.
klondike-stats-assisted = 辅助牌局
# /klondike stats: the value of "Assisted deals". $count: a number of deals.
klondike-stats-assisted-value = { $count } 局（用过提示、收尾或指定牌局编号：不计入最佳成绩和排行榜）
# /oril scores: the title of the server's score board.
oril-scores-title = Oril 计分板
# /oril scores: shown when nobody has finished a match on this server.
oril-scores-empty = 本服务器还没有下完的 Oril 对局。
# /oril scores: one person's line. $rank: place on the board; $name: the person; $won, $drawn, $lost: matches; $stones: stones captured in all.
oril-scores-line = { $rank }. **{ $name }**：胜 { $won } · 平 { $drawn } · 负 { $lost } · 共吃 { $stones } 子
# /oril scores: the footer under the board.
oril-scores-footer = 与电脑的对局也计算在内。
# /oril matches: the title of the list of the person's unfinished matches.
oril-matches-title = 你未下完的 Oril 对局
# /oril matches: shown when the person has no unfinished match on this server.
oril-matches-none = 你在这里没有未下完的 Oril 对局。用 `/{ cmd-oril-name } { cmd-start-name }` 开一局。
# /oril matches: one match being played. $against: the other players; $link: a link to its message.
oril-matches-line = • 对手 { $against }：{ $link }
# /oril matches: one challenge not yet accepted. $against: the challenged or challenger; $link: a link to its message.
oril-matches-challenge = • 对手 { $against }（挑战待接受）：{ $link }
# /privacy forget: the answer once a person's records are erased. $results: results that named them; $tables: finished tables that named them; $live: games being played that named them (erased now); $shared: 1 when other processes of the bot may run more of their games.
stats-forgotten = 你的战绩和生涯已删除：{ $results } 条结果和 { $tables } 张已结束的牌桌现在把你显示为“前玩家”。{ $live ->
        [0] {""}
       *[other] 你正在进行的 { $live } 局游戏也已把你显示为“前玩家”，你不再参与其中。
    }{ $shared ->
        [1] 你的其他对局会在几秒内同样显示。
       *[other] {""}
    }
