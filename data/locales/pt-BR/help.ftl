# A página de /ajuda (resposta só para quem pediu): introdução, uma seção por jogo e um
# rodapé. Os comandos entre crases são os comandos de barra como o Discord os lista em
# português (veja commands.ftl); nomes de botões em negrito são os rótulos dos botões.

# As primeiras linhas de /ajuda, acima dos jogos.
help-intro = O **Cantina** traz jogos de turnos direto para este canal. As mesas sobrevivem a reinícios; sua mão é particular (só você vê); quem some perde a vez por tempo e o computador joga no lugar (em uma partida de Pazaak contra uma pessoa, quem some perde).
# A última linha de /ajuda.
help-footer = Botões de uma mensagem antiga não são aplicados: você recebe a visão atual da mesa.
# Título da seção de um jogo: $game é o título do jogo, $description a descrição do comando.
help-section-title = {$game} — {$description}
# Como abrir um jogo em grupo; $start é o comando (/uno iniciar), $min e $max os lugares.
help-how-lobby = `{$start}` abre uma sala de espera ({$min}-{$max} lugares): **{ lobby-join }**, **{ lobby-add-ai }**, **{ lobby-start }**.
# Como abrir um jogo de dois; $start é o comando, $opponent o nome da opção.
help-how-duel = `{$start} {$opponent}:@amigo` desafia um amigo; sem `{$opponent}`, você joga contra o computador.
# Como abrir uma paciência; $start é o comando.
help-how-solo = `{$start}` distribui uma partida em um tópico só seu.
# A última linha da seção de cada jogo; $end é o comando (/uno encerrar).
help-end = `{$end}` fecha a mesa (anfitrião ou Gerenciar mensagens).
# Como jogar UNO, na seção dele em /ajuda.
help-game-uno = Jogue uma carta da mesma cor ou símbolo da carta do topo, ou um coringa. Aperte **{ uno-button-hand }** para ver suas cartas em particular e jogá-las. Com duas cartas, aperte **{ uno-button-uno }** (antes de jogar ou dentro do tempo depois) ou compre a penalidade. O coringa compra quatro pode ser contestado. Quem ficar sem cartas primeiro vence a rodada.
# Como jogar Oril, na seção dele em /ajuda.
help-game-oril = Duas fileiras de seis casas, com quatro pedras em cada. Na sua vez, aperte uma das suas casas (numeradas de 1 a 6 a partir da sua esquerda): as pedras são semeadas uma a uma no sentido anti-horário. Se a última pedra deixar uma casa do adversário com 2 ou 3, você faz a captura dela e das casas anteriores enquanto tiverem 2 ou 3. Quem captura 25 pedras vence. Passe pedras ao adversário que ficar sem nenhuma. Se os dois apertarem **{ oril-button-propose-end }**, o jogo acaba e cada um fica com as pedras do seu lado do tabuleiro. `/oril partidas` lista suas partidas por terminar; `/oril placar` mostra o placar.
# Como jogar Klondike, na seção dele em /ajuda.
help-game-klondike = `/paciência iniciar` distribui uma partida em um tópico novo (no próprio canal com `tópico: False`, ou quando digitado dentro de um tópico; virar 1 ou 3 cartas, voltas ao estoque, `voltar_da_saída`, `com_solução`, `número_da_distribuição` para repetir uma distribuição). Jogue pelo menu de jogadas válidas, ou com `/paciência mover de: para: [quantidade]` e os números das pilhas na imagem: 1-7 pilhas de jogo, 8 estoque, 9 descarte, 10-13 pilhas de saída. **{ klondike-button-draw }** vira o estoque, **{ klondike-button-undo }** desfaz uma jogada, **{ klondike-button-hint }** pede uma dica ao solucionador, **{ klondike-button-auto }** manda as cartas seguras para a saída, **{ klondike-button-finish }** termina uma partida já ganha. Depois de cada jogada o solucionador avisa se a partida não pode mais ser vencida.
# Como jogar Pazaak, na seção dele em /ajuda.
help-game-pazaak = A cada turno uma carta do baralho principal é tirada para você. Você pode jogar uma carta da sua mão (aperte **{ pazaak-button-hand }**) e depois **{ pazaak-button-end-turn }** ou **{ pazaak-button-stand }**. Passar de 20 no fim do seu turno perde o set; quando os dois param, vence quem estiver mais perto de 20. Quem vencer 3 sets ganha. Antes do primeiro set, escolha 10 cartas especiais (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** pega um baralho pronto).
