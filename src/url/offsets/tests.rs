use super::*;

fn positions() -> Positions {
    // `http://h/p?q#f`
    Positions {
        scheme_end: 4,
        username_start: 7,
        username_end: 7,
        host_start: 7,
        host_end: 8,
        port: Some(8080),
        path_start: 8,
        query_start: Some(10),
        fragment_start: Some(12),
    }
}

#[test]
fn offsets_read_back_as_packed() {
    let pos = positions();
    let packed = Offsets::pack(&pos, 8, 14).unwrap();
    assert_eq!(packed.scheme_end(), 4);
    assert_eq!((packed.username_start(), packed.username_end()), (7, 7));
    assert_eq!((packed.host_start(), packed.host_end()), (7, 8));
    assert_eq!(packed.port(), Some(8080));
    assert_eq!((packed.path_start(), packed.pathname_start()), (8, 8));
    assert_eq!(packed.query_start(), Some(10));
    assert_eq!(packed.fragment_start(), Some(12));
    let none = Positions {
        query_start: None,
        fragment_start: None,
        port: None,
        ..pos
    };
    let packed = Offsets::pack(&none, 8, 9).unwrap();
    assert_eq!(
        (packed.query_start(), packed.fragment_start(), packed.port()),
        (None, None, None)
    );
}

#[test]
fn an_href_over_the_limit_is_too_long() {
    let pos = positions();
    assert!(Offsets::pack_within(&pos, 8, 14, 14).is_ok());
    assert_eq!(Offsets::pack_within(&pos, 8, 15, 14), Err(TooLong));
    // The limit can only be lowered: the offsets are `u32` whatever it is.
    assert_eq!(
        Offsets::pack_within(&pos, 8, MAX_HREF_LEN + 1, usize::MAX),
        Err(TooLong)
    );
}

#[test]
fn the_last_byte_of_the_longest_href_is_an_offset() {
    // A `#` as the last byte of an href of `MAX_HREF_LEN` bytes.
    let last = MAX_HREF_LEN - 1;
    let pos = Positions {
        fragment_start: Some(last),
        query_start: None,
        ..positions()
    };
    let packed = Offsets::pack(&pos, 8, MAX_HREF_LEN).unwrap();
    assert_eq!(packed.fragment_start(), Some(last));
    assert_eq!(packed.query_start(), None);
}

#[test]
fn a_url_is_at_most_64_bytes() {
    // The href's holder and ten offsets: the owned and the borrowing kinds.
    assert!(size_of::<crate::Url>() <= 64);
    assert!(size_of::<crate::Url<alloc::borrow::Cow<'_, str>>>() <= 64);
    assert!(size_of::<Offsets>() <= 40);
}
