//! Hostile values through every setter of `Url`: a megabyte of one repeated
//! character, for characters that end, open or escape a component.
//!
//! Every call runs on a thread with a 256 KiB stack, so recursion whose
//! depth grows with the value would overflow it; at these sizes a quadratic
//! step would take minutes, so superlinear time shows as a test that does
//! not finish. After each call every getter runs (they slice the href at
//! recorded positions, so a wrong position panics), an error's span lies on
//! character boundaries of the value, and a few outcomes the standard
//! decides are checked exactly.

use specurl::{SetErrorKind, Url};
use specurl_check::stack::on_small_stack;

const MB: usize = 1 << 20;

const STARTS: [&str; 4] = [
    "http://u:p@h:8/a/b?q#f",
    "file:///C:/x?q#f",
    "sc://h/a?q#f",
    "sc:opaque?q#f",
];

const CHARS: [char; 16] = [
    'a', '0', '/', '\\', ':', '@', '%', '.', '[', '?', '#', ' ', '\t', '\0', 'é', '💩',
];

/// Runs setter `name` on a parse of `start` with `value`, checks what every
/// call must satisfy, and returns the URL and whether the value was used.
fn set(start: &str, name: &str, value: &str) -> (Url, Result<(), SetErrorKind>) {
    let mut url = Url::parse(start, None).expect("the start parses");
    let before = url.clone();
    let result = match name {
        "href" => url.set_href(value).map_err(|_| SetErrorKind::Trailing),
        "protocol" => url.set_protocol(value).map_err(|e| check(&e, value)),
        "username" => url.set_username(value).map_err(|e| check(&e, value)),
        "password" => url.set_password(value).map_err(|e| check(&e, value)),
        "host" => url.set_host(value).map_err(|e| check(&e, value)),
        "hostname" => url.set_hostname(value).map_err(|e| check(&e, value)),
        "port" => url.set_port(value).map_err(|e| check(&e, value)),
        "pathname" => url.set_pathname(value).map_err(|e| check(&e, value)),
        "search" => url.set_search(value).map_err(|e| check(&e, value)),
        "hash" => url.set_hash(value).map_err(|e| check(&e, value)),
        _ => unreachable!(),
    };
    let getters = [
        url.protocol(),
        url.username(),
        url.password(),
        url.host(),
        url.hostname(),
        url.port(),
        url.pathname(),
        url.search(),
        url.hash(),
    ];
    assert!(getters.iter().all(|g| url.href().len() >= g.len()));
    let _ = url.origin();
    if let Err(SetErrorKind::OpaquePath | SetErrorKind::CannotHaveUserinfoOrPort) = result {
        assert_eq!(url, before, "{name} on {start}: ignored, but changed");
    }
    (url, result)
}

/// The error's span lies on character boundaries of the value; its kind.
fn check(e: &specurl::SetError, value: &str) -> SetErrorKind {
    let r = e.span().range();
    assert!(r.start <= r.end && value.get(r).is_some(), "{e}");
    e.kind()
}

#[test]
fn a_megabyte_of_one_character_through_every_setter() {
    let setters = [
        "href", "protocol", "username", "password", "host", "hostname", "port", "pathname",
        "search", "hash",
    ];
    for c in CHARS {
        on_small_stack(move || {
            let value: String = std::iter::repeat_n(c, MB / c.len_utf8()).collect();
            for start in STARTS {
                for name in setters {
                    let _ = set(start, name, &value);
                }
            }
        });
    }
}

#[test]
fn outcomes_the_standard_decides() {
    on_small_stack(|| {
        let a = "a".repeat(MB);
        let (url, r) = set(STARTS[0], "pathname", &a);
        assert_eq!((url.pathname().len(), r), (MB + 1, Ok(())));
        let (url, r) = set(STARTS[0], "search", &" ".repeat(MB));
        assert_eq!((url.search().len(), r), (1 + 3 * MB, Ok(())));
        let (url, r) = set(STARTS[2], "hash", &"#".repeat(MB));
        assert_eq!((url.hash().len(), r), (MB, Ok(())));
        // Leading zeros: the port is 0, all of the value used.
        let (url, r) = set(STARTS[0], "port", &"0".repeat(MB));
        assert_eq!((url.port(), r), ("0", Ok(())));
        // Tabs are removed: nothing is left to be a port.
        let (url, r) = set(STARTS[0], "port", &"\t".repeat(MB));
        assert_eq!(url.port(), "8");
        assert!(r.is_err());
        let (url, r) = set(STARTS[0], "username", &"@".repeat(MB));
        assert_eq!((url.username().len(), r), (3 * MB, Ok(())));
        // A host of one long label: no length limit in the standard.
        let (url, r) = set(STARTS[2], "host", &a);
        assert_eq!((url.hostname().len(), r), (MB, Ok(())));
        let (url, r) = set(STARTS[0], "host", &"[".repeat(MB));
        assert_eq!(url.host(), "h:8");
        assert!(r.is_err());
        let (url, r) = set(STARTS[3], "protocol", &a);
        assert_eq!((url.scheme().len(), r), (MB, Ok(())));
    });
}
