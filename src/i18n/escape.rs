//! The one place a person's name (a display name, a nickname, a named opponent) is
//! made safe before it reaches message text: embed titles, descriptions, fields and
//! footers, log lines, score boards. Pictures draw names as typed and never use it.
//!
//! A name is put on one line (control characters and newlines become spaces), cut to
//! a length, and stripped of every meaning Discord's Markdown would give it: styling
//! (`*`, `_`, `~`, `` ` ``, `|`, headers, quotes, lists), mentions (`<@id>`, `<@&role>`,
//! `<#channel>`, `@everyone`, `@here`), masked links (`[text](url)`) and bare links
//! (`https://…`). What Discord shows is the name as typed, and nothing in it pings,
//! links or styles.
//!
//! Texts Discord never renders as Markdown (select option labels, button labels,
//! thread names) take [`plain_name`]: the same cleaning without backslashes, which
//! would show there as typed.

/// The longest name shown, in characters (Discord's own limit for display names).
pub const NAME_MAX: usize = 32;

/// Zero-width space: keeps `@everyone` from pinging and `https://` from linking.
const ZWSP: char = '\u{200B}';

/// `name` cleaned for Markdown text, at most [`NAME_MAX`] characters.
pub fn name(name: &str) -> String {
    escape(name, NAME_MAX)
}

/// `name` cleaned for Markdown text: one line, at most `max` characters of the name
/// (then `…`), every Markdown, mention and link character neutralised. An empty name
/// becomes `?`.
pub fn escape(name: &str, max: usize) -> String {
    clean(name, max, true)
}

/// `name` cleaned for text Discord shows without Markdown (select option labels,
/// button labels, thread names): one line, at most `max` characters, mentions and
/// links broken, no backslashes.
pub fn plain_name(name: &str, max: usize) -> String {
    clean(name, max, false)
}

fn clean(name: &str, max: usize, markdown: bool) -> String {
    let one_line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let chars: Vec<char> = one_line.trim().chars().collect();
    let mut out = String::with_capacity(chars.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        match c {
            // A zero-width space after @ keeps "@everyone", "@here" and "<@id>" from
            // pinging (allowed_mentions stops the ping too; this stops the look).
            '@' => {
                out.push('@');
                out.push(ZWSP);
            }
            // "https://": the scheme no longer reads as a link.
            ':' if chars.get(i + 1) == Some(&'/') => {
                if markdown {
                    out.push('\\');
                }
                out.push(':');
                out.push(ZWSP);
            }
            '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '>' | '#' | '[' | ']' if markdown => {
                out.push('\\');
                out.push(c);
            }
            // "](" would still read as a masked link's end to a lenient reader.
            '(' if markdown && i > 0 && chars[i - 1] == ']' => {
                out.push('\\');
                out.push(c);
            }
            // A name may begin a line: "- x", "+ x" and "1. x" would start a list.
            '-' | '+' if markdown && i == 0 => {
                out.push('\\');
                out.push(c);
            }
            '.' if markdown && i > 0 && chars[..i].iter().all(char::is_ascii_digit) => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    if out.is_empty() {
        out.push('?');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `text` holds anything Discord would turn into a ping, a link or style.
    fn live_markup(text: &str) -> Vec<&'static str> {
        let mut found = Vec::new();
        for needle in [
            "@everyone",
            "@here",
            "<@&",
            "<@!",
            "<#",
            "](",
            "://",
            "**",
            "\n",
        ] {
            if text.contains(needle) {
                found.push(needle);
            }
        }
        found
    }

    #[test]
    fn mentions_links_and_markdown_lose_their_meaning() {
        let nasty = "@everyone <@&123> <@!45> <#67> @here [Free Nitro](https://evil.example) **bold** __u__ ~~s~~ `c` ||spoiler||\n# head";
        let escaped = name(nasty);
        assert!(live_markup(&escaped).is_empty(), "{escaped}");
        let long = escape(nasty, 500);
        assert!(live_markup(&long).is_empty(), "{long}");
        assert!(long.contains("\\[Free Nitro\\]\\(https\\:\u{200B}//evil.example)"));
        assert!(long.contains("\\*\\*bold\\*\\*"));
        assert!(long.contains("\\|\\|spoiler\\|\\|"));
        assert!(long.contains("\\# head"), "{long}");
        assert_eq!(escape("@everyone", 32), "@\u{200B}everyone");
        let plain = plain_name(nasty, 500);
        assert!(!plain.contains('\\'), "{plain}");
        assert!(!plain.contains("://") && !plain.contains("@everyone") && !plain.contains("<@&"));
    }

    #[test]
    fn names_are_one_line_and_cut() {
        assert_eq!(escape("  Ann\nBob  ", 32), "Ann Bob");
        assert_eq!(escape("abcdef", 3), "abc…");
        assert_eq!(escape(" \n ", 32), "?");
        assert_eq!(name("Ann"), "Ann");
        assert_eq!(plain_name("a-b_c", 32), "a-b_c");
        assert_eq!(escape("- a-b", 32), "\\- a-b");
        assert_eq!(escape("12. x.y", 32), "12\\. x.y");
    }
}
