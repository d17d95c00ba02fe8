# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = 对局已经结束了。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = 你不是这盘对局的玩家。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = 第 { $house } 坑是空的：请选一个有子的坑。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = 对手没有子了：你必须选一个能把子播到对方那一排的坑（第 { $house } 坑做不到）。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = 第 { $house } 坑会吃掉对手全部六个坑的子，只有在你没有别的走法时才允许这样下。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = 你已经同意结束对局，正在等对手。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = 你还没有同意结束对局，所以没有什么可以撤回。


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = Oril 是两人对局，不能是 { $seats } 人。
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = 棋盘上有 { $stones } 颗子，而不是 48 颗。

## The Oril table message (public; nothing is hidden, so a player's own copy is in their language).

# Table title. $south, $north: the players. $turn: oril-turn or oril-game-over.
oril-title = Oril · { $south } 对 { $north } · { $turn }
# Part of the title: who moves. $name: the player.
oril-turn = 轮到 { $name }
# Part of the title once the game is over.
oril-game-over = 对局结束
# Table footer. $rules: the rule set's name (Oril or Abapa).
oril-footer = { $rules } 规则 · 坑从各自左手边起编号 1-6 · 先得 25 子者胜
# Button: propose to end the game, each keeping the stones on their side.
oril-button-propose-end = 提议结束
# The end of a game won. $name: the winner. $won, $lost: stones. $reason: oril-end-*.
oril-summary-won = { $name } 以 { $won }-{ $lost } 获胜（{ $reason }）
# The end of a drawn game. $south, $north: stones. $reason: oril-end-*.
oril-summary-draw = { $south }-{ $north } 平局（{ $reason }）
# The end of a game someone left. $name: the winner. $left: who left.
oril-summary-left = { $name } 获胜：{ $left } 离开了对局
# Why the game ended: 25 stones.
oril-end-majority = 一方吃子达到 25 颗或以上
# Why the game ended: no stones to move.
oril-end-no-stones = 轮到的一方已无子可走
# Why the game ended: no move could feed the opponent.
oril-end-cannot-feed = 没有任何走法能给对方送子
# Why the game ended: a grand slam was the only move.
oril-end-grand-slam = 唯一的走法会吃掉全部六个坑
# Why the game ended: the position repeated.
oril-end-cycle = 局面重复且没有吃子
# Why the game ended: agreement.
oril-end-agreement = 双方同意结束对局
# The picture's rules label. $rules: the rule set's name.
oril-rules = { $rules } 规则
# Lobby and challenge settings. $rules: the rule set's name. $first: oril-first-*.
oril-settings = 规则：{ $rules } · 先手：{ $first }
# Who moves first: chosen at random.
oril-first-random = 随机
# Who moves first: the challenger.
oril-first-challenger = 挑战者
# Who moves first: the challenged player.
oril-first-opponent = 对手

## Lines of the Oril table log (public).

# Log. $name: the player. $house: the house number.
oril-log-sowed = { $name } 从第 { $house } 坑播子。
# Log. $name: the player. $house: the house. $stones: stones sown.
oril-log-sowed-stones = { $name } 从第 { $house } 坑播子（{ $stones } 子）。
# Log. $name: the player. $house: the house. $stones: stones sown. $captured: stones captured.
oril-log-sowed-capturing = { $name } 从第 { $house } 坑播子（{ $stones } 子），吃掉 { $captured } 子。
# Log. $name: the player who agreed.
oril-log-agreed = { $name } 同意了：对局经协商结束。
# Log. $name: who proposed. $other: the computer that agreed.
oril-log-computer-agreed = { $name } 提议结束对局，{ $other } 同意了。
# Log. $name: who proposed. $other: the computer that declined.
oril-log-computer-declined = { $name } 提议结束对局；{ $other } 拒绝并继续下。
# Log. $name: who proposed. $other: the other player.
oril-log-proposed = { $name } 提议结束对局，各自保留己方的子。{ $other } 可以按 **{ oril-button-propose-end }** 表示同意；走一步即取消提议。
# Log. $name: the player whose time ran out.
oril-log-timed-out = { $name } 超时了；电脑替其播了一个坑。

## Words on the Oril board picture and its text version (the table's language).

# The player at the top of the board.
oril-pic-north = 北
# The player at the bottom of the board.
oril-pic-south = 南
# A player's score. $stones: stones captured.
oril-pic-captured = 吃子 { $stones }
# Tag of a computer player (upper case where the script has it).
oril-pic-computer = 电脑
# Tag of the player to move.
oril-pic-to-move = 轮到
# Tag of a player who proposed to end the game.
oril-pic-proposes-end = 提议结束
# Colour key: houses captured.
oril-pic-key-captured = 吃子
# Colour key: where the last stone fell.
oril-pic-key-last = 最后一子
# Colour key: houses sown.
oril-pic-key-sown = 播过
# Caption before the first move. $rules: the rules label (oril-rules).
oril-pic-no-move = { $rules } · 还没有走子
# Text version: a computer player's side. $side: oril-pic-north or oril-pic-south.
oril-text-computer-side = { $side }，电脑
# Text version: the player proposed to end the game.
oril-text-proposes = 提议结束
# Text version: a player's houses. $houses: "1:4 2:4 …".
oril-text-houses = 各坑 { $houses }
# Text version: the last move. $words: the move as the picture's caption says it.
oril-text-last-move = 上一步：{ $words }
# Text version: who moves and which houses they may sow. $name: the player. $houses: the list.
oril-text-to-move = 轮到 { $name }；可播第 { $houses } 坑

## The last move in words: the board picture's caption and its text version (the table's language).

# Picture caption and text version: the last move. $name: the player (first 20 characters of the name). $house: the house sown, 1-6.
oril-last-sowed = { $name } 从第 { $house } 坑播子
# The same with the stones sown. $stones: how many.
oril-last-sowed-stones = { $name } 从第 { $house } 坑播子（{ $stones } 子）
# After oril-last-sowed: the last stone fell in a house of the player who sowed. $house: that house, 1-6.
oril-last-landed-own = 最后一子落在自己的第 { $house } 坑
# After oril-last-sowed: the last stone fell in the other player's house. $owner: that player. $house: the house, 1-6 from their left.
oril-last-landed = 最后一子落在 { $owner } 的第 { $house } 坑
# After oril-last-sowed: what the move captured. $stones: stones captured. $houses: from how many houses.
oril-last-captured = 从 { $houses } 个坑吃了 { $stones } 子
# Joins the parts of the last move: $first, then $then (oril-last-landed*, oril-last-captured).
oril-last-then = { $first }，{ $then }

## /oril: the command, its options and the game's title

# Oril 游戏（佛得角播棋），/战绩 和 /排行榜 中的选项。
game-title-oril = Oril 播棋
# /oril 命令的名称。
cmd-oril-name = oril
# /oril 命令的说明。
cmd-oril-description = Oril，佛得角的播棋游戏：挑战真人或电脑
# /oril 开始 的选项：电脑的强度。
cmd-oril-level-name = 难度
# “难度”选项的说明。
cmd-oril-level-description = 与电脑对战时电脑的强度（默认中等）
# “难度”的选项。
cmd-oril-level-easy = 简单
# “难度”的选项。
cmd-oril-level-medium = 中等
# “难度”的选项。
cmd-oril-level-hard = 困难
# “难度”的选项：Oril 论文里描述的电脑玩家。
cmd-oril-level-seed = Seed（论文原版的电脑玩家）
# /oril 开始 的选项：规则。
cmd-oril-rules-name = 规则
# “规则”选项的说明。
cmd-oril-rules-description = Oril（默认）或 Abapa 比赛规则
# “规则”的选项。
cmd-oril-rules-oril = Oril
# “规则”的选项。
cmd-oril-rules-abapa = Abapa
# /oril 开始 的选项：谁先走。
cmd-oril-first-name = 先手
# “先手”选项的说明。
cmd-oril-first-description = 谁先走（默认：随机）
# “先手”的选项。
cmd-oril-first-random = 随机
# “先手”的选项：输入命令的人。
cmd-oril-first-challenger = 我
# “先手”的选项。
cmd-oril-first-opponent = 我的对手
# /oril 的子命令：未完成的对局。
cmd-oril-matches-name = 对局
# /oril 对局 的说明。
cmd-oril-matches-description = 你还没下完的 Oril 对局，每局附链接
# /oril 的子命令：本服务器的计分板。
cmd-oril-scores-name = 计分板
# /oril 计分板 的说明。
cmd-oril-scores-description = 本服务器的 Oril 计分板：胜、平、负、吃子数

## How to play, for /help

# Oril 的玩法，在 /帮助 中它的那一节。
help-game-oril = 棋盘有两排各六个坑，每坑四颗子。轮到你时，按你的一个坑（从你的左边起编号 1-6）：坑里的子按逆时针方向逐个播下。如果最后一颗子让对手的某个坑变成 2 或 3 颗，你就吃掉这个坑里的子，以及它前面同样是 2 或 3 颗的坑。先吃到 25 颗子者获胜。对手没有子时必须喂子给他。双方都按 **{ oril-button-propose-end }** 就结束对局，各自保留自己一侧的子。`/oril 对局` 列出你未完成的对局；`/oril 计分板` 显示计分板。

## The button under a finished game that starts another with the same seats

# Button under a finished Oril game.
table-again-oril = 再来一局

## The person-menu entry that challenges someone

# Person-menu entry (right-click a person, Apps): a challenge to Oril. Names of user
# commands may hold spaces and capitals (up to 32 characters).
cmd-challenge-oril-name = 发起 Oril 挑战
