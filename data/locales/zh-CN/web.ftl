# 网页端：服务器的页面（排行榜、已结束对局的回放）、/web 命令，以及机器人发出的链接。

## /web（仅限服务器管理者）

# /web 命令的名称。
cmd-web-name = 网页
# /web 命令的描述。
cmd-web-description = 本服务器的网页：排行榜和对局回放
# /web 的子命令：开启服务器的页面。
cmd-web-on-name = 开启
# /web on 的描述。
cmd-web-on-description = 开启本服务器的页面：排行榜和已结束对局的回放
# /web 的子命令：关闭服务器的页面。
cmd-web-off-name = 关闭
# /web off 的描述。
cmd-web-off-description = 关闭本服务器的页面：已发出的链接将失效
# /web on 完成。下方的按钮打开排行榜页面。
web-turned-on = 本服务器的页面已开启。已结束的对局现在会附上「{ table-replay }」链接，`/{ cmd-leaderboard-name }` 也会链接到对应页面。
# /web off 完成。
web-turned-off = 本服务器的页面已关闭，原有链接不再可用。使用 `/{ cmd-web-name } { cmd-web-on-name }` 可重新开启。
# 没有「管理服务器」权限的成员使用 /web。
web-needs-manage-server = 只有能管理本服务器的成员才能开启或关闭它的页面。
# 在服务器以外使用 /web。
web-only-in-servers = 页面属于某个服务器：请在服务器中使用 `/{ cmd-web-name }`。
# 机器人没有运行网页端时使用 /web。
web-not-served = 这个机器人没有运行网页端，因此没有可开启的页面。

## 在 Discord 中发出的链接

# /leaderboard（以及 /web on）下方通往服务器排行榜页面的链接按钮。
leaderboard-web-link = 完整排行榜
# 已结束牌桌下方的按钮：在网页上逐步回放这局。
table-replay = 回放
# 在私信或群组私信中点「回放」后的私密回复，位于链接上方。
table-replay-private = 这局的逐步回放。只有参与这局的玩家会收到此链接。
# 在没有回放的地方点了「回放」（网页端未开启，或没有保存内容）。
web-replay-unavailable = 这局没有回放。

## 页面

# 每个页面的页脚。
web-footer = Cantina：Discord 上的回合制游戏。这些页面只读，不使用 Cookie。
# 没有专属页面的根地址。
web-home-title = Cantina 网页
# 根地址的正文。
web-home-body = 服务器管理者使用 /web on 之后，服务器的排行榜和已结束对局的回放都会在这里，链接由机器人发出。
# 不存在的页面的标题。
web-not-found-title = 找不到页面
# 正文：地址错误、服务器已关闭页面或对局已删除，看起来都一样。
web-not-found = 此页面不存在：地址有误、这局已不再保存，或所属服务器已关闭页面。
# 无法读取数据时。
web-unavailable = Cantina 暂时无法读取记录，请稍后再试。
# 排行榜页面标题。$game：游戏名称。
web-leaderboard-title = { $game } 排行榜
# 各游戏排行榜之间链接的标签。
web-games = 游戏
# 还没有计入的对局。
web-no-records = 这里还没有人完成计入记录的对局。
# 显示每个人等级分变化的列。
web-column-trend = 等级分走势
# 等级分图表的朗读标签。
web-trend-label = 最近 { $games } 局计入等级分的对局：从 { $from } 到 { $to }。
# 最近结束的对局的标题。
web-recent-games = 最近的对局
# 还没有可回放的已结束对局。
web-no-replays = 还没有可以回放的已结束对局。
# 对局列表中每局之后：回放有多少步。
web-steps = 共 { $steps } 步
# 回放页面标题。$game：游戏名称。
web-replay-title = { $game } 回放
# 读者在回放中的位置。
web-step = 第 { $step } 步，共 { $steps } 步
# 各步链接的标签。
web-steps-nav = 步骤
# 通往第一步的链接。
web-first = 第一步
# 通往上一步的链接。
web-previous = 上一步
# 通往下一步的链接。
web-next = 下一步
# 通往最后一步的链接。
web-last = 最后一步
# 玩家名字之前。
web-players = 玩家
# 导致这一步的那手棋/牌的记录行的标题。
web-what-happened = 发生了什么
