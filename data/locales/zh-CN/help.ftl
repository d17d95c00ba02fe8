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
# UNO 的玩法，在 /帮助 中它的那一节。
help-game-uno = 出一张与顶牌颜色或符号相同的牌，或者出变色牌。按 **{ uno-button-hand }** 私下查看手牌并出牌。只剩两张手牌时，要按 **{ uno-button-uno }**（出牌前，或出牌后的时限内），否则罚摸牌。变色 +4可以被质疑。最先出完手牌的人赢得这一局。
# Oril 的玩法，在 /帮助 中它的那一节。
help-game-oril = 棋盘有两排各六个坑，每坑四颗子。轮到你时，按你的一个坑（从你的左边起编号 1-6）：坑里的子按逆时针方向逐个播下。如果最后一颗子让对手的某个坑变成 2 或 3 颗，你就吃掉这个坑里的子，以及它前面同样是 2 或 3 颗的坑。先吃到 25 颗子者获胜。对手没有子时必须喂子给他。双方都按 **{ oril-button-propose-end }** 就结束对局，各自保留自己一侧的子。`/oril 对局` 列出你未完成的对局；`/oril 计分板` 显示计分板。
# Klondike 的玩法，在 /帮助 中它的那一节。
help-game-klondike = `/接龙 开始` 在新子区里发一局（用 `子区: False` 则在频道里玩，在子区里输入时就在该子区玩；可选每次翻 1 或 3 张、翻回次数、`收牌可退回`、`保证有解`，以及用 `牌局编号` 重玩某一局）。用合法走法菜单移动，或用 `/接龙 移动 从: 到: [张数]`，编号见图：1-7 牌列，8 牌堆，9 废牌堆，10-13 基础堆。**{ klondike-button-draw }** 翻牌堆，**{ klondike-button-undo }** 撤销一步，**{ klondike-button-hint }** 让求解器给出提示，**{ klondike-button-auto }** 把安全的牌收上去，**{ klondike-button-finish }** 把已经赢定的牌局走完。每走一步，求解器都会告诉你这局是否已经赢不了。
# Pazaak 的玩法，在 /帮助 中它的那一节。
help-game-pazaak = 每回合系统会从主牌堆为你发一张牌。你可以从手牌中打出一张（按 **{ pazaak-button-hand }**），然后选 **{ pazaak-button-end-turn }** 或 **{ pazaak-button-stand }**。回合结束时点数超过 20 就输掉这一盘；双方都停牌时，更接近 20 的一方赢。先赢 3 盘者获胜。第一盘开始前，挑选 10 张副牌（**{ pazaak-button-choose-deck }**；**{ pazaak-button-default-deck }** 直接用现成的副牌）。
