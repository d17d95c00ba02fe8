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
