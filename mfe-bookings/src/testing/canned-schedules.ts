import type { ScheduleSearchResult } from '@freightdeck/contracts';

/**
 * A real answer of GET /v1/schedules/search (air SIN → FRA, the week of 7 December 2026, the first 12
 * options) taken from the seeded API: the dev shell's canned mode answers every search with it.
 */
export const cannedScheduleSearch: ScheduleSearchResult = {
  "mode": "AIR",
  "origin": "SIN",
  "destination": "FRA",
  "from": "2026-12-07",
  "to": "2026-12-13",
  "options": [
    {
      "id": "da7c4b8d-f4a8-4899-9e05-bd7c8a45685d.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "da7c4b8d-f4a8-4899-9e05-bd7c8a45685d",
          "carrier": "SQ",
          "transportRef": "SQ7910",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "74Y",
          "freighter": true,
          "daysOfWeek": "136",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-06T19:10:00.000Z",
            "local": "2026-12-07T03:10",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T08:10:00.000Z",
            "local": "2026-12-07T09:10",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-06T16:10:00.000Z",
        "local": "2026-12-07T00:10",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "701a0bc8-bcf1-48ae-ae0c-5c808e63bd54.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "701a0bc8-bcf1-48ae-ae0c-5c808e63bd54",
          "carrier": "SQ",
          "transportRef": "SQ326",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-07T03:35:00.000Z",
            "local": "2026-12-07T11:35",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T16:35:00.000Z",
            "local": "2026-12-07T17:35",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-07T01:35:00.000Z",
        "local": "2026-12-07T09:35",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "4839b7b7-871a-4cb1-bd6c-bc55222267b5.SIN.48ace158-7816-40b4-b1af-010903a22870.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "4839b7b7-871a-4cb1-bd6c-bc55222267b5",
          "carrier": "CX",
          "transportRef": "CX714",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "HKG",
          "departure": {
            "utc": "2026-12-07T02:45:00.000Z",
            "local": "2026-12-07T10:45",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T06:25:00.000Z",
            "local": "2026-12-07T14:25",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Hong_Kong"
          }
        },
        {
          "tripId": "48ace158-7816-40b4-b1af-010903a22870",
          "carrier": "CX",
          "transportRef": "CX289",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77W",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "HKG",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-07T15:40:00.000Z",
            "local": "2026-12-07T23:40",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Hong_Kong"
          },
          "arrival": {
            "utc": "2026-12-08T03:15:00.000Z",
            "local": "2026-12-08T04:15",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "HKG",
          "minutes": 555
        }
      ],
      "transitMinutes": 1470,
      "cutoff": {
        "utc": "2026-12-07T00:45:00.000Z",
        "local": "2026-12-07T08:45",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "ea7172fb-ba4a-411a-9023-8c4b6f66f4bc.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "ea7172fb-ba4a-411a-9023-8c4b6f66f4bc",
          "carrier": "LH",
          "transportRef": "LH779",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-07T15:30:00.000Z",
            "local": "2026-12-07T23:30",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-08T04:30:00.000Z",
            "local": "2026-12-08T05:30",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-07T13:30:00.000Z",
        "local": "2026-12-07T21:30",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "31482d51-d522-4fbd-bf46-dd68abde8657.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "31482d51-d522-4fbd-bf46-dd68abde8657",
          "carrier": "SQ",
          "transportRef": "SQ26",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "388",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-07T15:55:00.000Z",
            "local": "2026-12-07T23:55",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-08T04:55:00.000Z",
            "local": "2026-12-08T05:55",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-07T13:55:00.000Z",
        "local": "2026-12-07T21:55",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "545778c4-ec70-42dd-9ac6-8005410edec2.SIN.fdae542b-be6a-43d4-995b-aaf16d8d7ed4.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "545778c4-ec70-42dd-9ac6-8005410edec2",
          "carrier": "EY",
          "transportRef": "EY474",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "789",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "AUH",
          "departure": {
            "utc": "2026-12-07T11:45:00.000Z",
            "local": "2026-12-07T19:45",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T19:25:00.000Z",
            "local": "2026-12-07T23:25",
            "utcOffset": "+04:00",
            "timeZone": "Asia/Dubai"
          }
        },
        {
          "tripId": "fdae542b-be6a-43d4-995b-aaf16d8d7ed4",
          "carrier": "EY",
          "transportRef": "EY9621",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77X",
          "freighter": true,
          "daysOfWeek": "246",
          "from": "AUH",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T00:25:00.000Z",
            "local": "2026-12-08T04:25",
            "utcOffset": "+04:00",
            "timeZone": "Asia/Dubai"
          },
          "arrival": {
            "utc": "2026-12-08T06:50:00.000Z",
            "local": "2026-12-08T07:50",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "AUH",
          "minutes": 300
        }
      ],
      "transitMinutes": 1145,
      "cutoff": {
        "utc": "2026-12-07T09:45:00.000Z",
        "local": "2026-12-07T17:45",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "76614ade-deb6-4b76-afd2-5b493f274b9a.SIN.d98668f0-c100-462a-a0ee-c686693e0f2a.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "76614ade-deb6-4b76-afd2-5b493f274b9a",
          "carrier": "TK",
          "transportRef": "TK55",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77W",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "IST",
          "departure": {
            "utc": "2026-12-07T15:20:00.000Z",
            "local": "2026-12-07T23:20",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-08T02:20:00.000Z",
            "local": "2026-12-08T05:20",
            "utcOffset": "+03:00",
            "timeZone": "Europe/Istanbul"
          }
        },
        {
          "tripId": "d98668f0-c100-462a-a0ee-c686693e0f2a",
          "carrier": "TK",
          "transportRef": "TK1589",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "333",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "IST",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T07:10:00.000Z",
            "local": "2026-12-08T10:10",
            "utcOffset": "+03:00",
            "timeZone": "Europe/Istanbul"
          },
          "arrival": {
            "utc": "2026-12-08T10:00:00.000Z",
            "local": "2026-12-08T11:00",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "IST",
          "minutes": 290
        }
      ],
      "transitMinutes": 1120,
      "cutoff": {
        "utc": "2026-12-07T13:20:00.000Z",
        "local": "2026-12-07T21:20",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "3f834f5f-2e8e-432d-8483-42763be05f2d.SIN.c2564301-679a-4620-8f74-28e4a4eabba9.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "3f834f5f-2e8e-432d-8483-42763be05f2d",
          "carrier": "QR",
          "transportRef": "QR945",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "DOH",
          "departure": {
            "utc": "2026-12-07T12:35:00.000Z",
            "local": "2026-12-07T20:35",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T20:40:00.000Z",
            "local": "2026-12-07T23:40",
            "utcOffset": "+03:00",
            "timeZone": "Asia/Qatar"
          }
        },
        {
          "tripId": "c2564301-679a-4620-8f74-28e4a4eabba9",
          "carrier": "QR",
          "transportRef": "QR8233",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77X",
          "freighter": true,
          "daysOfWeek": "246",
          "from": "DOH",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T04:20:00.000Z",
            "local": "2026-12-08T07:20",
            "utcOffset": "+03:00",
            "timeZone": "Asia/Qatar"
          },
          "arrival": {
            "utc": "2026-12-08T10:25:00.000Z",
            "local": "2026-12-08T11:25",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "DOH",
          "minutes": 460
        }
      ],
      "transitMinutes": 1310,
      "cutoff": {
        "utc": "2026-12-07T10:35:00.000Z",
        "local": "2026-12-07T18:35",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "6fa335c1-4188-4497-84b5-ebb2e524091b.SIN.a18441e2-be4c-4655-8bf5-0162ae8c4072.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "6fa335c1-4188-4497-84b5-ebb2e524091b",
          "carrier": "KE",
          "transportRef": "KE645",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "333",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "ICN",
          "departure": {
            "utc": "2026-12-07T15:10:00.000Z",
            "local": "2026-12-07T23:10",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-07T21:20:00.000Z",
            "local": "2026-12-08T06:20",
            "utcOffset": "+09:00",
            "timeZone": "Asia/Seoul"
          }
        },
        {
          "tripId": "a18441e2-be4c-4655-8bf5-0162ae8c4072",
          "carrier": "KE",
          "transportRef": "KE905",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77W",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "ICN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T04:20:00.000Z",
            "local": "2026-12-08T13:20",
            "utcOffset": "+09:00",
            "timeZone": "Asia/Seoul"
          },
          "arrival": {
            "utc": "2026-12-08T15:15:00.000Z",
            "local": "2026-12-08T16:15",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "ICN",
          "minutes": 420
        }
      ],
      "transitMinutes": 1445,
      "cutoff": {
        "utc": "2026-12-07T13:10:00.000Z",
        "local": "2026-12-07T21:10",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "cad6d883-e7bb-4792-ac70-73e6dc9c00b1.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "cad6d883-e7bb-4792-ac70-73e6dc9c00b1",
          "carrier": "SQ",
          "transportRef": "SQ326",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T03:35:00.000Z",
            "local": "2026-12-08T11:35",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-08T16:35:00.000Z",
            "local": "2026-12-08T17:35",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-08T01:35:00.000Z",
        "local": "2026-12-08T09:35",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "9a4a9e6e-0618-4bad-94ef-325f0cd10bf8.SIN.1deeed85-43c9-4843-b5d7-f52ed289896c.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "9a4a9e6e-0618-4bad-94ef-325f0cd10bf8",
          "carrier": "CX",
          "transportRef": "CX714",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "HKG",
          "departure": {
            "utc": "2026-12-08T02:45:00.000Z",
            "local": "2026-12-08T10:45",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-08T06:25:00.000Z",
            "local": "2026-12-08T14:25",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Hong_Kong"
          }
        },
        {
          "tripId": "1deeed85-43c9-4843-b5d7-f52ed289896c",
          "carrier": "CX",
          "transportRef": "CX289",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "77W",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "HKG",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T15:40:00.000Z",
            "local": "2026-12-08T23:40",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Hong_Kong"
          },
          "arrival": {
            "utc": "2026-12-09T03:15:00.000Z",
            "local": "2026-12-09T04:15",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 1,
      "connections": [
        {
          "at": "HKG",
          "minutes": 555
        }
      ],
      "transitMinutes": 1470,
      "cutoff": {
        "utc": "2026-12-08T00:45:00.000Z",
        "local": "2026-12-08T08:45",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    },
    {
      "id": "e98fa840-f706-4a9d-ba27-15de65406c69.SIN.FRA",
      "mode": "AIR",
      "legs": [
        {
          "tripId": "e98fa840-f706-4a9d-ba27-15de65406c69",
          "carrier": "LH",
          "transportRef": "LH779",
          "serviceCode": null,
          "serviceName": null,
          "vesselName": null,
          "vesselImo": null,
          "aircraft": "359",
          "freighter": false,
          "daysOfWeek": "1234567",
          "from": "SIN",
          "to": "FRA",
          "departure": {
            "utc": "2026-12-08T15:30:00.000Z",
            "local": "2026-12-08T23:30",
            "utcOffset": "+08:00",
            "timeZone": "Asia/Singapore"
          },
          "arrival": {
            "utc": "2026-12-09T04:30:00.000Z",
            "local": "2026-12-09T05:30",
            "utcOffset": "+01:00",
            "timeZone": "Europe/Berlin"
          }
        }
      ],
      "stops": 0,
      "connections": [],
      "transitMinutes": 780,
      "cutoff": {
        "utc": "2026-12-08T13:30:00.000Z",
        "local": "2026-12-08T21:30",
        "utcOffset": "+08:00",
        "timeZone": "Asia/Singapore"
      },
      "cutoffs": null
    }
  ]
};

export const cannedSchedules = { 'GET /v1/schedules/search': cannedScheduleSearch };
