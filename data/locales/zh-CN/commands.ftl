# Discord 列出的斜杠命令：名称（小写，1-32 个字母、数字、- 或 _；不能有空格）和说明（最多
# 100 个字符）。Discord 发回给机器人的是英文名称，所以译名只是大家看到和输入的名字。

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

## /oril

## /pazaak

