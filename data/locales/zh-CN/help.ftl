# /帮助 页面（仅自己可见的回复）：简介、每个游戏一节、页脚。反引号中的命令是 Discord 在中文
# 界面下列出的斜杠命令（见 commands.ftl）；粗体的按钮名就是按钮上的文字。

# /帮助 最前面的几行，在各个游戏之前。
help-intro = **Cantina** 让大家直接在这个频道里玩回合制游戏。机器人重启后牌桌依然保留；你的手牌是私密的（只有你能看到）；不在场的玩家会超时，由电脑代打（在与真人对战的 Pazaak 比赛中则直接判负）。
# /帮助 的最后一行。
help-footer = 旧消息上的按钮不会生效：你会看到牌桌当前的画面。
# 每个游戏一节的标题：$game 是游戏名称，$description 是命令说明。
help-section-title = {$game} — {$description}
# 如何开多人游戏；$start 是命令（/uno 开始），$min 和 $max 是座位数。
help-how-lobby = `{$start}` 开一个房间（{$min}-{$max} 个座位）：**{ lobby-join }**、**{ lobby-add-ai }**、**{ lobby-start }**。
# 如何开双人游戏；$start 是命令，$opponent 是选项名。
help-how-duel = `{$start} {$opponent}:@好友` 向好友发起挑战；不填 `{$opponent}` 就与电脑对战。
# 如何开接龙；$start 是命令。
help-how-solo = `{$start}` 在你自己的子区里发一局牌。
# 每个游戏一节的最后一行；$end 是命令（/uno 结束）。
help-end = `{$end}` 结束牌桌（房主或拥有“管理消息”权限者）。
