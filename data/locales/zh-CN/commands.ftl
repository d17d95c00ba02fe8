# Discord 列出的斜杠命令：名称（小写，1-32 个字母、数字、- 或 _；不能有空格）和说明（最多
# 100 个字符）。Discord 发回给机器人的是英文名称，所以译名只是大家看到和输入的名字。

## 游戏名称，作为 /战绩 和 /排行榜 的选项

# UNO 游戏，/战绩 和 /排行榜 中的选项。
game-title-uno = UNO
# Oril 游戏（佛得角播棋），/战绩 和 /排行榜 中的选项。
game-title-oril = Oril 播棋
# Klondike 游戏（接龙），/战绩 和 /排行榜 中的选项。
game-title-klondike = 克朗代克接龙
# Pazaak 游戏，/战绩 和 /排行榜 中的选项。
game-title-pazaak = Pazaak

## /帮助、/战绩、/排行榜、/隐私

# /help 命令的名称。
cmd-help-name = 帮助
# /help 命令的说明。
cmd-help-description = Cantina 是什么、有哪些游戏、怎么玩
# /stats 命令的名称。
cmd-stats-name = 战绩
# /stats 命令的说明。
cmd-stats-description = 查看某位玩家在本服务器某个游戏中的战绩（仅自己可见）
# /stats 的选项：哪个游戏。
cmd-stats-game-name = 游戏
# /stats 的“游戏”选项说明。
cmd-stats-game-description = 哪个游戏（默认：第一个）
# /stats 的选项：谁的战绩。
cmd-stats-user-name = 玩家
# /stats 的“玩家”选项说明。
cmd-stats-user-description = 谁的战绩（默认：你自己）
# /leaderboard 命令的名称。
cmd-leaderboard-name = 排行榜
# /leaderboard 命令的说明。
cmd-leaderboard-description = 本服务器某个游戏的前十名，以及你的名次
# /leaderboard 的选项：哪个游戏。
cmd-leaderboard-game-name = 游戏
# /leaderboard 的“游戏”选项说明。
cmd-leaderboard-game-description = 哪个游戏
# /leaderboard 的选项：排序方式。
cmd-leaderboard-by-name = 排序
# /leaderboard 的“排序”选项说明。
cmd-leaderboard-by-description = 排序依据（默认：等级分；没有计等级分的对局时按胜场）
# “排序”的选项：Elo 等级分。
cmd-leaderboard-by-rating = 等级分
# “排序”的选项：胜场数。
cmd-leaderboard-by-wins = 胜场
# “排序”的选项：得分。
cmd-leaderboard-by-points = 积分
# /privacy 命令的名称。
cmd-privacy-name = 隐私
# /privacy 命令的说明。
cmd-privacy-description = 你在 Cantina 的数据
# /privacy 的子命令：删除此人的数据。
cmd-privacy-forget-name = 删除记录
# /privacy forget 的说明。
cmd-privacy-forget-description = 删除你的战绩和生涯（以往的对局会显示为“前玩家”）
# /privacy forget 的选项：True/False 确认。
cmd-privacy-forget-confirm-name = 确认
# “确认”选项的说明。
cmd-privacy-forget-confirm-description = 设为 True 以确认：此操作无法撤销

## 每个游戏的 /<游戏> 开始 与 /<游戏> 结束，以及平台加的选项

# 每个游戏开桌的子命令（/uno 开始、/oril 开始……）。
cmd-start-name = 开始
# /<游戏> 开始 的说明；$game 是游戏名称。
cmd-start-description = 在这个频道开一桌 {$game}
# 每个游戏结束本频道牌桌的子命令。
cmd-end-name = 结束
# /<游戏> 结束 的说明。
cmd-end-description = 结束这个频道的牌桌（房主或拥有“管理消息”权限者）
# /oril 开始 和 /pazaak 开始 的选项：被挑战的人。
cmd-opt-opponent-name = 对手
# “对手”选项的说明。
cmd-opt-opponent-description = 挑战这个人（不填则与电脑对战）
# /接龙 开始 的选项：在新的子区里玩（True/False）。
cmd-opt-thread-name = 子区
# “子区”选项的说明。
cmd-opt-thread-description = 在你自己的新子区里玩（默认：是，从文字频道开始时）
# /<游戏> 开始 的选项：每回合的秒数。
cmd-opt-turn-timeout-name = 回合时限
# “回合时限”选项的说明。
cmd-opt-turn-timeout-description = 每人每回合的秒数，超时后由电脑代为行动（默认 60）
# /<游戏> 开始 的选项：决定洗牌的牌局编号。
cmd-opt-seed-name = 牌局编号
# “牌局编号”选项的说明。
cmd-opt-seed-description = 牌局编号，用来重玩或分享一局（桌上所有人都能看到）

## /uno（用语取自 UNO 教程：出牌、摸牌、手牌、反转、禁止、+2、变色、变色 +4）

# /uno 命令的名称。
cmd-uno-name = uno
# /uno 命令的说明。
cmd-uno-description = 2-10 人的 UNO，可与好友和电脑玩家同桌
# /uno 开始 的选项：一局定胜负或打到 500 分。
cmd-uno-goal-name = 目标
# “目标”选项的说明。
cmd-uno-goal-description = 一局定胜负，或先到 500 分者胜
# “目标”的选项：只打一局。
cmd-uno-goal-round = 一局
# “目标”的选项：打到 500 分。
cmd-uno-goal-500 = 500 分
# /uno 开始 的选项：没喊 UNO! 罚摸的张数。
cmd-uno-penalty-name = 罚牌
# “罚牌”选项的说明。
cmd-uno-penalty-description = 没及时喊 UNO! 要罚摸的张数（默认 4）
# “罚牌”的选项。
cmd-uno-penalty-4 = 4 张
# “罚牌”的选项。
cmd-uno-penalty-2 = 2 张
# /uno 开始 的选项：喊 UNO! 的秒数。
cmd-uno-uno-window-name = uno时限
# “uno时限”选项的说明。
cmd-uno-uno-window-description = 出到只剩一张手牌后按 UNO! 的秒数（默认 5）
# /uno 开始 的选项：摸到能出的牌时怎么办。
cmd-uno-drawn-card-name = 摸到的牌
# “摸到的牌”选项的说明。
cmd-uno-drawn-card-description = 摸到能出的牌：可以出（默认）、必须出、必须留在手牌
# “摸到的牌”的选项。
cmd-uno-drawn-card-may = 可以出
# “摸到的牌”的选项。
cmd-uno-drawn-card-must = 必须出
# “摸到的牌”的选项。
cmd-uno-drawn-card-keep = 必须留在手牌
# /uno 开始 的选项：可否质疑变色 +4（True/False）。
cmd-uno-challenge-name = 质疑
# “质疑”选项的说明。
cmd-uno-challenge-description = 可以质疑变色 +4（默认开启）
# /uno 开始 的选项，房规：叠加罚摸牌。
cmd-uno-stacking-name = 叠加
# “叠加”选项的说明。
cmd-uno-stacking-description = 房规：可叠加+2/变色 +4
# /uno 开始 的选项，房规：7 换手牌，0 传手牌。
cmd-uno-seven-zero-name = 七零
# “七零”选项的说明。
cmd-uno-seven-zero-description = 房规：出 7 与他人交换手牌，出 0 所有人传递手牌
# /uno 开始 的选项，房规：用相同的牌抢出。
cmd-uno-jump-in-name = 抢出
# “抢出”选项的说明。
cmd-uno-jump-in-description = 房规：不是你的回合也能抢出一张完全相同的牌
# /uno 开始 的选项，房规：一直摸牌直到能出。
cmd-uno-draw-until-playable-name = 摸到能出
# “摸到能出”选项的说明。
cmd-uno-draw-until-playable-description = 房规：一直摸牌，直到摸到能出的牌

## /oril

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

## /接龙

# /klondike 命令的名称。
cmd-klondike-name = 接龙
# /klondike 命令的说明。
cmd-klondike-description = 在你自己的子区里玩克朗代克接龙：可撤销、有提示，求解器结论可靠
# /接龙 开始 的选项：每次从牌堆翻几张。
cmd-klondike-draw-name = 翻牌
# “翻牌”选项的说明。
cmd-klondike-draw-description = 每次从牌堆翻出的张数（默认 1）
# “翻牌”的选项。
cmd-klondike-draw-1 = 1 张
# “翻牌”的选项。
cmd-klondike-draw-3 = 3 张
# /接龙 开始 的选项：废牌可以翻回牌堆几次。
cmd-klondike-redeals-name = 翻回次数
# “翻回次数”选项的说明。
cmd-klondike-redeals-description = 废牌堆可以翻回牌堆的次数（默认：不限）
# /接龙 开始 的选项：基础堆的牌可否退回（True/False）。
cmd-klondike-foundation-back-name = 收牌可退回
# “收牌可退回”选项的说明。
cmd-klondike-foundation-back-description = 基础堆上的牌可以退回牌列（默认：可以）
# /接龙 开始 的选项：只发有解的牌局（True/False）。
cmd-klondike-winnable-name = 保证有解
# “保证有解”选项的说明。
cmd-klondike-winnable-description = 只发求解器证明能赢的牌局
# /接龙 的子命令：把牌从一堆移到另一堆。
cmd-klondike-move-name = 移动
# /接龙 移动 的说明。
cmd-klondike-move-description = 移动牌：从一堆到另一堆（用图上的编号）
# /接龙 移动 的选项：从哪一堆。
cmd-klondike-from-name = 从
# “从”选项的说明。
cmd-klondike-from-description = 取牌的那一堆（1-7 牌列，8 牌堆，9 废牌堆，10-13 基础堆）
# /接龙 移动 的选项：移到哪一堆。
cmd-klondike-to-name = 到
# “到”选项的说明。
cmd-klondike-to-description = 放牌的那一堆（用图上的编号）
# /接龙 移动 的选项：一串牌移几张。
cmd-klondike-count-name = 张数
# “张数”选项的说明。
cmd-klondike-count-description = 一串牌中要移动几张（默认：能放下的那一串）
# /接龙 的子命令：自己的接龙成绩。
cmd-klondike-stats-name = 战绩
# /接龙 战绩 的说明。
cmd-klondike-stats-description = 你的接龙局数、胜局、最快用时和最少步数

## /pazaak

# /pazaak 命令的名称。
cmd-pazaak-name = pazaak
# /pazaak 命令的说明。
cmd-pazaak-description = Pazaak：比对手更接近 20；先赢 3 盘者获胜
# /pazaak 开始 的选项：自由对局，副牌可用所有卡（True/False）。
cmd-pazaak-free-name = 自由对局
# “自由对局”选项的说明。
cmd-pazaak-free-description = 自由对局：从所有卡牌中挑选副牌，而不只是你的收藏
# /pazaak 开始 的选项：电脑的强度。
cmd-pazaak-level-name = 难度
# “难度”选项的说明。
cmd-pazaak-level-description = 对战电脑：简单（默认）或困难
# “难度”的选项。
cmd-pazaak-level-easy = 简单
# “难度”的选项。
cmd-pazaak-level-hard = 困难
# /pazaak 开始 的选项：从副牌发到手里的张数。
cmd-pazaak-hand-name = 手牌
# “手牌”选项的说明。
cmd-pazaak-hand-description = 从副牌发到手里的张数：5（默认）或 4
# “手牌”的选项。
cmd-pazaak-hand-5 = 五张
# “手牌”的选项。
cmd-pazaak-hand-4 = 四张
# /pazaak 的子命令：此人的生涯。
cmd-pazaak-career-name = 生涯
# /pazaak 生涯 的说明。
cmd-pazaak-career-description = 你的 Pazaak 生涯：天梯、信用点、收藏和副牌
# /pazaak 的子命令：卡牌商店。
cmd-pazaak-shop-name = 商店
# /pazaak 商店 的说明。
cmd-pazaak-shop-description = 用生涯信用点购买副牌
# /pazaak 的子命令：编辑生涯副牌。
cmd-pazaak-deck-name = 副牌
# /pazaak 副牌 的说明。
cmd-pazaak-deck-description = 编辑你的生涯副牌（仅限已拥有的卡）
