//! Properties of the IPv6 rules, over generated inputs: `ip6-address`
//! (loose) and `ip6-address-strict` accept the same strings with the same
//! pieces, and both agree with a transcription of the WHATWG IPv6 parser
//! kept here as an oracle.
//!
//! The other grammar properties (lossless tokenization; every rule, in every
//! mode, on any string, keeps its tokens, rest and errors in the input) are
//! in `check/`: `specurl_check::laws::lossless` and the `grammar` fuzz
//! target's body, run by `check/tests/props.rs` and `check/tests/targets.rs`
//! over the generators of `specurl_check::gen`.

use proptest::prelude::*;
use proptest::sample::select;

use specurl::grammar::{self, Mode, Span};

/// The WHATWG URL standard's IPv6 parser ("host parsing › IPv6 parser"),
/// transcribed step by step from the standard: the oracle that the loose
/// rule must match. `None` is failure.
fn whatwg_ipv6(input: &str) -> Option<[u16; 8]> {
    let s = input.as_bytes();
    let c = |p: usize| s.get(p).copied();
    let mut address = [0u16; 8];
    let mut piece_index = 0usize;
    let mut compress: Option<usize> = None;
    let mut pointer = 0usize;
    if c(pointer) == Some(b':') {
        if c(pointer + 1) != Some(b':') {
            return None;
        }
        pointer += 2;
        piece_index += 1;
        compress = Some(piece_index);
    }
    while c(pointer).is_some() {
        if piece_index == 8 {
            return None;
        }
        if c(pointer) == Some(b':') {
            if compress.is_some() {
                return None;
            }
            pointer += 1;
            piece_index += 1;
            compress = Some(piece_index);
            continue;
        }
        let (mut value, mut length) = (0u32, 0usize);
        while length < 4 {
            match c(pointer).and_then(|b| (b as char).to_digit(16)) {
                Some(d) => {
                    value = value * 16 + d;
                    pointer += 1;
                    length += 1;
                }
                None => break,
            }
        }
        if c(pointer) == Some(b'.') {
            if length == 0 {
                return None;
            }
            pointer -= length;
            if piece_index > 6 {
                return None;
            }
            let mut numbers_seen = 0;
            while c(pointer).is_some() {
                let mut ipv4_piece: Option<u32> = None;
                if numbers_seen > 0 {
                    if c(pointer) == Some(b'.') && numbers_seen < 4 {
                        pointer += 1;
                    } else {
                        return None;
                    }
                }
                if !c(pointer).is_some_and(|b| b.is_ascii_digit()) {
                    return None;
                }
                while let Some(b) = c(pointer).filter(u8::is_ascii_digit) {
                    let number = u32::from(b - b'0');
                    ipv4_piece = match ipv4_piece {
                        None => Some(number),
                        Some(0) => return None,
                        Some(p) => Some(p * 10 + number),
                    };
                    if ipv4_piece > Some(255) {
                        return None;
                    }
                    pointer += 1;
                }
                let piece = ipv4_piece.unwrap_or(0) as u16;
                address[piece_index] = address[piece_index].wrapping_mul(0x100) + piece;
                numbers_seen += 1;
                if numbers_seen == 2 || numbers_seen == 4 {
                    piece_index += 1;
                }
            }
            if numbers_seen != 4 {
                return None;
            }
            break;
        } else if c(pointer) == Some(b':') {
            pointer += 1;
            // "If c is the EOF code point, validation error, return failure."
            c(pointer)?;
        } else if c(pointer).is_some() {
            return None;
        }
        address[piece_index] = value as u16;
        piece_index += 1;
    }
    if let Some(compress) = compress {
        let mut swaps = piece_index - compress;
        piece_index = 7;
        while piece_index != 0 && swaps > 0 {
            address.swap(piece_index, compress + swaps - 1);
            piece_index -= 1;
            swaps -= 1;
        }
    } else if piece_index != 8 {
        return None;
    }
    Some(address)
}

/// What a rule accepts: the pieces when it matches the whole input.
fn accepts(
    rule: fn(Mode, Span<'_>) -> grammar::IResult<Span<'_>, grammar::tokens::Ip6Address<Span<'_>>>,
    input: &str,
) -> Option<[u16; 8]> {
    match rule(Mode::Web, Span::new(input)) {
        Ok((rest, a)) if rest.fragment().is_empty() => Some(a.pieces()),
        _ => None,
    }
}

/// Valid IPv6 addresses: eight random pieces, the last two possibly as an
/// IPv4 address, a random run of groups possibly compressed to `::`.
fn valid_ip6() -> impl Strategy<Value = String> + Clone {
    (
        prop::array::uniform8(any::<u16>()),
        0usize..9,
        0usize..9,
        any::<bool>(),
    )
        .prop_map(|(pieces, a, b, ip4)| {
            let mut groups: Vec<String> = pieces[..6].iter().map(|p| format!("{p:x}")).collect();
            if ip4 {
                let [w, x] = pieces[6].to_be_bytes();
                let [y, z] = pieces[7].to_be_bytes();
                groups.push(format!("{w}.{x}.{y}.{z}"));
            } else {
                groups.extend(pieces[6..].iter().map(|p| format!("{p:x}")));
            }
            // Compress the groups lo..hi when that range is not empty.
            let (lo, hi) = (a.min(b), a.max(b).min(groups.len()));
            if lo < hi {
                format!("{}::{}", groups[..lo].join(":"), groups[hi..].join(":"))
            } else {
                groups.join(":")
            }
        })
}

/// Strings over `0-9a-fA-F:.`: random, built from address-like pieces, and
/// valid addresses with one character changed or removed.
fn ip6_like() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "::", ":", "0", "1", "ff", "FFFF", "abcd", "12345", ".", "1.2.3.4", "255", "256", "01",
        "0.0", "a", "00000",
    ];
    prop_oneof![
        "[0-9a-fA-F:.]{0,45}",
        prop::collection::vec(select(PIECES), 0..12).prop_map(|v| v.concat()),
        valid_ip6(),
        (
            valid_ip6(),
            any::<prop::sample::Index>(),
            select(vec![Some('0'), Some('f'), Some(':'), Some('.'), None]),
        )
            .prop_map(|(s, i, c)| {
                let mut chars: Vec<char> = s.chars().collect();
                if !chars.is_empty() {
                    let k = i.index(chars.len());
                    match c {
                        Some(c) => chars[k] = c,
                        None => {
                            chars.remove(k);
                        }
                    }
                }
                chars.into_iter().collect()
            }),
    ]
}

proptest! {
    #![proptest_config(specurl_check::seed::config(4096))]

    #[test]
    fn ip6_loose_and_strict_accept_the_same(input in ip6_like()) {
        let loose = accepts(grammar::ip6_address, &input);
        let strict = accepts(grammar::ip6_address_strict, &input);
        let oracle = whatwg_ipv6(&input);
        prop_assert_eq!(loose, oracle, "loose vs the WHATWG parser on {:?}", input);
        prop_assert_eq!(strict, oracle, "strict vs the WHATWG parser on {:?}", input);
    }

    #[test]
    fn valid_ip6_addresses_are_accepted(input in valid_ip6()) {
        // Keeps the property above from holding only because both rules
        // reject everything the generator makes.
        prop_assert!(whatwg_ipv6(&input).is_some(), "{:?}", input);
        prop_assert!(accepts(grammar::ip6_address, &input).is_some(), "{:?}", input);
        prop_assert!(accepts(grammar::ip6_address_strict, &input).is_some(), "{:?}", input);
    }
}

#[test]
fn the_oracle_is_the_whatwg_parser() {
    // Cases of the WPT suite (urltestdata.json), so that the oracle itself
    // is checked against the standard's expectations.
    let cases: &[(&str, Option<[u16; 8]>)] = &[
        ("2001::1", Some([0x2001, 0, 0, 0, 0, 0, 0, 1])),
        ("::127.0.0.1", Some([0, 0, 0, 0, 0, 0, 0x7f00, 1])),
        (
            "0:0:0:0:0:0:13.1.68.3",
            Some([0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]),
        ),
        ("1:0::", Some([1, 0, 0, 0, 0, 0, 0, 0])),
        ("::127.0.0.1.", None),
        ("0:1:2:3:4:5:6:7:8", None),
        ("0::0::0", None),
        ("0:.0", None),
        ("0:0:", None),
        ("0:1:2:3:4:5:6:7.0.0.0.1", None),
        ("0:1.00.0.0.0", None),
        ("0:1.290.0.0.0", None),
        ("0:1.23.23", None),
        ("::1.2.3.", None),
        ("::1.2.", None),
        ("::.1.2", None),
        ("::1.", None),
        ("::.1", None),
        ("", None),
        (":", None),
    ];
    for (input, want) in cases {
        assert_eq!(whatwg_ipv6(input), *want, "{input:?}");
        assert_eq!(
            accepts(grammar::ip6_address, input),
            *want,
            "loose {input:?}"
        );
        assert_eq!(
            accepts(grammar::ip6_address_strict, input),
            *want,
            "strict {input:?}"
        );
    }
}
