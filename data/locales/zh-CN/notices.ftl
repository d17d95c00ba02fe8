# 平台私下告诉某个人的拒绝和提示（对点击或斜杠命令的仅自己可见的回复），各游戏通用。

# 点击或命令针对的牌桌已结束或已被删除。
notice-game-gone = 这局游戏已经结束或不存在了。
# 点击了机器人无法识别的按钮（旧消息）。
notice-unknown-button = 我不认识这个按钮，它可能来自旧版本的游戏。
# 游戏不接受的菜单选择或选项值。
notice-invalid-choice = 这个选择无效。
# 机器人不认识的命令或子命令。
notice-unknown-command = 我不认识这个命令。
# 房间设置菜单里出现了不存在的设置。
notice-unknown-setting = 没有这个设置。
# /战绩 或 /排行榜 里指定了机器人没有的游戏。
notice-unknown-game = 没有这个游戏。
# 机器人重启期间的任何点击或命令。
notice-restarting = Cantina 正在重启，请稍后再试。
# 无法读取数据库（战绩、生涯、统计）。
notice-store-unavailable = 数据库暂时不可用，请再试一次。
# 一步操作无法保存，已撤回。
notice-not-saved = 保存牌桌时出错了，什么都没有改变。请再试一次。
# 一步操作可能没有保存（磁盘中途出错）。
notice-maybe-not-saved = 保存牌桌时出错了：你这一步可能没有保存。牌桌显示的是最后一次保存的状态，请先确认再继续。
# 牌桌的设置是另一个版本的机器人写入的。
notice-settings-unreadable = 无法读取这张牌桌的设置（它们由另一个版本的机器人写入），什么都没有改变。
# 没有座位的人点击了牌桌的按钮。
notice-not-seated = 你不在这张牌桌上。
# 牌桌还在等人时按了游戏按钮。
notice-not-started = 游戏还没有开始。
# 游戏结束后按了游戏按钮。
notice-game-over = 这局游戏已经结束了。
# 点击了旧的牌桌画面；同时会显示当前的画面。
notice-outdated = 这个按钮来自旧的画面，所以没有生效。这是牌桌现在的样子。
# 在没有该游戏牌桌的频道里使用 /<游戏> 结束 或 /klondike 移动。
notice-no-table-here = 这个频道里没有这个游戏的牌桌。
# 牌桌刚结束后才到达的点击。
notice-just-ended = 这张牌桌刚刚结束了。
# 既不是房主也不是管理员的人使用 /<游戏> 结束。
notice-not-allowed-to-end = 只有房主或拥有“管理消息”权限的成员才能结束这张牌桌。
# 不是那局玩家的人按了 "Play again"。
notice-not-a-player-of-that-game = 只有那局的玩家才能再开一局。
# 有玩家之后删除了自己的记录，无法按原座位再来一局。
notice-player-erased = 那局的一位玩家已经删除了自己的记录，所以无法按原来的座位再来一局。请开一局新游戏。
# 因房主、挑战方或唯一的真人玩家要求删除记录而关闭的牌桌。
notice-player-forgotten = 牌桌已结束：一位玩家要求删除自己的记录。
# 在已有该游戏牌桌的频道里使用 /<游戏> 开始。
notice-channel-taken = 这个频道里已经有一张新牌桌在进行了。
# /<游戏> 开始 的 回合时限 不在 5-3600 之间。
notice-bad-turn-timeout = 回合时限必须在 5 到 3600 秒之间。
# /oril 开始 或 /pazaak 开始 时挑战了自己。`对手` 是选项名。
notice-self-challenge = 你不能挑战自己。不填 `对手` 就是和电脑对战。
# 挑战了一个机器人账号。
notice-bot-challenge = 机器人不能接受挑战。不填 `对手` 就是和电脑对战。
# 在私信里发起挑战，对方看不到。
notice-challenge-outside-server = 请在服务器的频道里发起挑战，这样对方才能看到。在这里，不填 `对手` 就是和电脑对战。
# 牌桌因内部错误而停止。
notice-table-broken = 这张牌桌出了问题，只能停止了，抱歉。随时可以开一局新游戏。
# /klondike 开始 时机器人无法创建子区。`子区` 是选项名。
notice-no-thread = 我无法在这里创建子区。我有“创建公开子区”权限吗？也可以用 `子区: False` 在这个频道里玩。
# /<游戏> 开始 时机器人缺少权限；$permissions 列出它们（Discord 的英文名称）。
notice-missing-permissions = 我无法在这里开桌：我需要这个频道的 {$permissions} 权限。服务器管理员可以授予，或者换个频道玩。
# Discord 几分钟都没有显示新牌桌时。
notice-never-shown = Discord 几分钟都没有显示这张牌桌，所以它已关闭。请重新开始。
# /klondike 开始 时缺少子区权限；$permissions 列出它们。
notice-missing-thread-permissions = 我无法在这里创建子区：我需要 {$permissions} 权限。请用 `子区: False` 在这个频道里玩，或者联系服务器管理员。
# 牌桌正在处理一步操作时使用了 /<游戏> 结束。
notice-table-busy = 牌桌正忙，请稍后再试一次 `结束`。
# 游戏开始后按了房间按钮（Join、Start）。
notice-already-started = 游戏已经开始了。
# 已经在自己座位上的人按了 "I'm back"。
notice-already-playing = 你已经在自己的座位上了。
# 牌桌一直无法保存时的任何点击。
notice-paused = 这张牌桌保存遇到问题，已暂停，请稍后再试。
# 牌桌所在频道被删除或对机器人不可见时发布。
notice-channel-lost = 牌桌已结束：无法再访问它所在的频道。
# 接龙 $hours 小时无人操作后关闭。
notice-solo-idle = { $hours } 小时无人操作，牌桌已关闭。
# 结束后的点击；$result 是游戏自己的结果说明。
notice-game-over-with = 这局游戏已经结束了。{$result}
# 已有 $count 局接龙的人使用 /klondike 开始；$tables 是链接。
notice-too-many-solo-tables = 你已经开了 {$count} 局接龙，这是每人的上限。请先完成或结束其中一局：{$tables}
# 服务器已有 $count 张牌桌（上限）时使用 /<游戏> 开始。
notice-too-many-server-tables = 这个服务器已经有 {$count} 张进行中的牌桌，达到上限了。请先完成或结束其中一张。
# 从另一个频道点击牌桌按钮。
notice-wrong-channel = 来自另一个频道的点击没有生效。请使用牌桌本身的消息。
# /接龙 移动 完成且牌桌图片更新后的回复。
notice-board-updated = 完成：牌桌已更新。
# /隐私 删除记录 未设 确认:True 时；命令按中文界面的写法。
notice-nothing-erased = 什么都没有删除。使用 `/隐私 删除记录 确认:True` 来删除你的记录。

## 机器人可能缺少的权限，列在 notice-missing-permissions 和
## notice-missing-thread-permissions 中，用 Discord 设置里的名称。

# 机器人需要的频道权限。 (View Channel)
permission-view-channel = 查看频道
# 机器人需要的频道权限。 (Attach Files)
permission-attach-files = 附加文件
# 机器人需要的频道权限。 (Send Messages in Threads)
permission-send-messages-in-threads = 在子区中发送消息
# 机器人需要的频道权限。 (Send Messages)
permission-send-messages = 发送消息
# 机器人需要的频道权限。 (Create Public Threads)
permission-create-public-threads = 创建公开子区

## The lobby and the challenge: refusals of their buttons, shown privately to whoever pressed.

# A click on Join by someone already seated in the lobby.
lobby-already-seated = 你已经在这张牌桌上有座位了。
# Join or Add computer on a lobby whose seats are all taken.
lobby-full = 这张牌桌已经坐满了。
# Leave pressed in a lobby by someone without a seat.
lobby-not-seated = 你在这张牌桌上没有座位。
# Add computer pressed by someone other than the lobby's host.
lobby-host-adds-computers = 只有房主才能添加电脑玩家。
# Start pressed by someone other than the lobby's host.
lobby-host-starts = 只有房主才能开始游戏。
# Cancel pressed by someone other than the lobby's host (or a moderator).
lobby-host-cancels = 只有房主才能取消这张牌桌。
# The lobby's settings menu used by someone other than the host.
lobby-host-changes-settings = 只有房主才能更改设置。
# A computer seat's remove button pressed by someone other than the host.
lobby-host-removes-computers = 只有房主才能移除电脑玩家。
# A remove button naming a seat that is not a computer's (an old message).
lobby-only-computers-removed = 只能移除电脑玩家。
# Withdraw pressed on a challenge by someone other than the challenger (or a moderator).
challenge-withdraw-challenger-only = 只有发起挑战的人才能撤回挑战。
# Accept or Decline pressed by someone other than the challenged person. $opponent: the challenged person's name.
challenge-not-for-you = 这个挑战是发给 { $opponent } 的，不是给你的。

## Answers to whoever opened or ended a table, shown privately.

# /<game> start in a channel that already has a table. $game: the game's name (UNO, Pazaak...); $command: the game's command (uno, pazaak...).
table-channel-busy = 这个频道里已经有一桌{ $game ->
        [Klondike] 接龙
       *[other] { $game }
    }了。请先打完（或用 `/{ $command ->
        [klondike] 接龙
       *[other] { $command }
    } 结束`）。
# /<game> start opened a lobby. $game: the game's name.
table-lobby-opened = 你的 { $game } 牌桌已经开好了。其他人按 **{ lobby-join }** 入座，你按 **{ lobby-start }** 开局。
# /<game> start with an opponent sent a challenge. $opponent: the challenged person's name.
table-challenge-sent = 已向 { $opponent } 发出挑战。
# /<game> start against the computer began the game. $game: the game's name.
table-started-against-computer = 你和电脑的 { $game } 对局已经开始了。
# A solitaire began. $game: the game's name.
table-started = 你的{ $game ->
        [Klondike] 接龙
       *[other] { $game }
    }牌局已经开始了。
# A table opened in a new thread. $opened: the sentence above; $thread: a link to the thread.
table-opened-in-thread = { $opened }就在子区 { $thread } 里。
# /<game> end or End closed the table. $game: the game's name.
table-closed = 这桌{ $game ->
        [Klondike] 接龙
       *[other] { $game }
    }已关闭。

## Refusals every game shares.

# A move tried out of turn, in any game.
notice-not-your-turn = 还没轮到你。
# 点击的牌桌正由机器人的另一个进程运行（正在两个进程之间转移）。
notice-table-elsewhere = 这张牌桌正在转移到机器人的另一部分，请过几秒再试。
# 某人已经开了 $count 张任意游戏的牌桌（每人的上限）时使用 /<游戏> 开始；$tables 是这些牌桌的链接。
notice-too-many-own-tables = 你已经开了 {$count} 张牌桌，这是每人的上限。请先完成或结束其中一张：{$tables}
