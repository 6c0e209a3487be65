use super::*;

#[test]
fn a_bad_ip4_tail_is_a_recoverable_error_at_its_start() {
    // The loose rule commits to the IPv4 tail once it sees `1.`; the
    // commitment does not leak out of the rule.
    for input in ["0:1.23.23", "::1.2.3", "1::2:3.4"] {
        let e = ip6_address(Mode::Web, Span::new(input)).unwrap_err();
        let nom::Err::Error(e) = e else {
            panic!("{input:?}: {e:?}")
        };
        assert_eq!(e.kind, ErrorKind::InvalidIp6, "{input:?}");
        let tail = input.rfind(':').map_or(0, |k| k + 1);
        assert_eq!(e.span.location_offset(), tail, "{input:?}");
    }
}

#[test]
fn pieces_are_read_off_the_recognized_text() {
    let (_, a) = ip6_address(Mode::Web, Span::new("1:0::ab:1.2.3.4")).unwrap();
    assert_eq!(a.pieces, [1, 0, 0, 0, 0, 0xab, 0x0102, 0x0304]);
    let groups: Vec<_> = a.groups().map(|g| *g.fragment()).collect();
    assert_eq!(groups, ["1", "0", "ab"]);
    let (_, a) = ip6_address_strict(Mode::Web, Span::new("::")).unwrap();
    assert_eq!(a.pieces, [0; 8]);
    // Without `::`, fewer than eight pieces fail at the end.
    let e = ip6_address(Mode::Web, Span::new("1:2]")).unwrap_err();
    let nom::Err::Error(e) = e else {
        panic!("{e:?}")
    };
    assert_eq!((e.span.location_offset(), *e.span.fragment()), (3, ""));
}
