//! The standard's IPv6 steps and the grammar's `ip6-address` give every
//! address the same verdict: the steps only say why an address fails.

use super::*;

use crate::grammar::ip6_address;
use proptest::prelude::*;

/// Whether the grammar reads all of `address` as an `ip6-address`.
fn grammar_accepts(address: &str) -> bool {
    matches!(ip6_address(Mode::Web, Span::new(address)), Ok((rest, _)) if rest.fragment().is_empty())
}

fn agree(address: &str) {
    let steps = ip6_steps(address, |_| {});
    assert_eq!(
        steps.is_ok(),
        grammar_accepts(address),
        "{address:?}: the steps say {steps:?}"
    );
}

#[test]
fn the_steps_and_the_grammar_agree_on_written_addresses() {
    for address in [
        "::",
        "::1",
        "1::",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "1:2:3:4:5:6:1.2.3.4",
        "::1.2.3.4",
        "::ffff:1.2.3.4",
        "0:0::0:0",
        "",
        ":",
        ":1",
        "1:",
        "1:::2",
        "1::2::3",
        "1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:8:9",
        "12345::",
        "g::",
        "::1.2.3",
        "::1.2.3.4.5",
        "::1.2.3.256",
        "::01.2.3.4",
        "::1.2.3.4:5",
        "1:2:3:4:5:6:7:1.2.3.4",
        "::1.",
        "::.1",
        "1:2:3:4:5:6:7:8::",
    ] {
        agree(address);
    }
}

proptest! {
    #![proptest_config(specurl_check::seed::config(4096))]

    #[test]
    fn the_steps_and_the_grammar_agree(
        address in "(([0-9a-f]{0,5}|[0-9]{1,4}(\\.[0-9]{0,4}){0,4}):{1,2}){0,9}[0-9a-f.]{0,9}"
    ) {
        agree(&address);
    }
}

proptest! {
    #![proptest_config(specurl_check::seed::config(1024))]

    /// Addresses written from eight pieces, with a run of them compressed
    /// to `::` and the last two written as IPv4 when asked: valid both ways.
    #[test]
    fn the_steps_and_the_grammar_accept_written_pieces(
        pieces in proptest::array::uniform8(any::<u16>()),
        compress in proptest::option::of((0usize..8, 1usize..8)),
        ip4 in any::<bool>(),
    ) {
        let mut words: Vec<String> = pieces.iter().map(|p| format!("{p:x}")).collect();
        if ip4 {
            let (a, b) = (pieces[6], pieces[7]);
            words.truncate(6);
            words.push(format!("{}.{}.{}.{}", a >> 8, a & 0xff, b >> 8, b & 0xff));
        }
        let address = match compress {
            Some((start, len)) if start < words.len() => {
                let end = (start + len).min(words.len());
                format!("{}::{}", words[..start].join(":"), words[end..].join(":"))
            }
            _ => words.join(":"),
        };
        prop_assert!(ip6_steps(&address, |_| {}).is_ok(), "{address}");
        prop_assert!(grammar_accepts(&address), "{address}");
    }
}
